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

/** The demo catalogue's size (30): what the "shop" server's listing counts. */
export const DEMO_TOTAL = DEMO_PRODUCTS.length;
/** The demo products in the listing's default order (newest first). */
export const NEWEST_FIRST = [...DEMO_PRODUCTS].sort((a, b) => a.ageDays - b.ageDays);

// Demo products with the traits the cards must show.
/** ₹7,490, MRP ₹8,990 (17% off), featured; no other spec reviews it (its review list stays empty). */
export const DISCOUNTED_FEATURED = demoProduct("Luminous PowerSine 1100");
export const OUT_OF_STOCK = demoProduct("Okaya ClearSine 1600 LCD");
/** No MRP, not featured. */
export const IN_STOCK_PLAIN = demoProduct("Microtek SineMax 950");

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const EMPTY_REVIEWS = "No reviews yet. Be the first to review this product!";

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

/** The exact count line, "Showing X of Y products" (Y is the demo catalogue unless given). */
export function showing(page: Page, shown: number, total = DEMO_TOTAL): Locator {
  return page.getByText(`Showing ${shown} of ${total} products`, { exact: true });
}

export function productSearch(page: Page): Locator {
  return page.getByRole("searchbox", { name: "Search products by name or brand" });
}

export function noProductsFound(page: Page): Locator {
  return page.getByText("No products found matching your criteria.", { exact: true });
}

/** Opens the detail page of the demo product with this name. */
export async function openProduct(page: Page, name: string): Promise<string> {
  const id = await productIdByName(page, name);
  await page.goto(`/products/${id}`);
  return id;
}

/** The selling price shown on each card, top to bottom, in paise. */
export async function cardPrices(page: Page): Promise<number[]> {
  return (await textsOf(cards(page).getByText(PRICE))).map(paiseOf);
}

/** The product names on the cards, top to bottom. */
export async function cardNames(page: Page): Promise<string[]> {
  return textsOf(cards(page).getByRole("heading"));
}

/**
 * Each element's text content, trimmed. Not innerText: a card far off screen is not rendered
 * until it nears the viewport (`content-visibility: auto`, docs/decisions/033), and innerText
 * gives such an element's text as "".
 */
async function textsOf(elements: Locator): Promise<string[]> {
  return (await elements.allTextContents()).map((text) => text.trim());
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
