/**
 * Helpers for the catalogue journeys: the demo catalogue as seeded (so expectations come from
 * the same data the server starts with, not from the server's own answers), and locators for
 * the listing built from the spec's roles and texts.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "../../../app/db/seed/demo-catalogue";

export { DEMO_PRODUCTS };
export type DemoProduct = (typeof DEMO_PRODUCTS)[number];

export function demoProduct(name: string): DemoProduct {
  const product = DEMO_PRODUCTS.find((p) => p.name === name);
  if (!product) throw new Error(`No demo product named ${name}`);
  return product;
}

/** How a price reads on the page: whole rupees with Indian grouping (₹1,23,456). */
export function rupees(paise: number): string {
  return new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** "₹1,23,456" or "₹99.50" → paise. */
export function paiseOf(text: string): number {
  const match = /₹\s*([\d,]+)(?:\.(\d{2}))?/.exec(text);
  if (!match?.[1]) throw new Error(`No rupee amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, "")) * 100 + Number(match[2] ?? "0");
}

/** A rupee amount alone, as the price on a card reads (the struck-through MRP also says "Original price"). */
export const PRICE = /^₹[\d,]+(\.\d{2})?$/;

/** Every product card on the page (each card is an <article> named by its product). */
export function cards(page: Page): Locator {
  return page.getByRole("article");
}

export function card(page: Page, name: string): Locator {
  return page.getByRole("article", { name, exact: true });
}

export function countLine(page: Page): Locator {
  return page.getByText(/^Showing \d+ of \d+ products$/);
}

/** The selling price shown on each card, top to bottom, in paise. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).getByText(PRICE).allInnerTexts();
  return texts.map(paiseOf);
}

/** The product names on the cards, top to bottom. */
export async function cardNames(page: Page): Promise<string[]> {
  return cards(page).getByRole("heading").allInnerTexts();
}

/**
 * Waits until React has hydrated the server-rendered page, so clicks reach their handlers.
 * React Router's <ScrollRestoration> (in the root layout) switches history.scrollRestoration
 * to "manual" in an effect, i.e. once hydration has committed and effects have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.history.scrollRestoration === "manual");
}

/** Presses Tab until `target` has focus; fails if it is not reached within `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target, `not reached with ${max} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** The id of the product with this exact name, looked up through /api/products. */
export async function productIdByName(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/products?q=${encodeURIComponent(name)}&limit=100`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: { id: string; name: string }[] };
  const product = body.products.find((p) => p.name === name);
  if (!product) throw new Error(`The API does not list ${name}`);
  return product.id;
}
