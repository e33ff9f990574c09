/**
 * Page objects for the cart → shipping → payment journey, and the browser storage it uses
 * (the cart under "hal-power-shop:cart", the checkout in progress under "checkout-data").
 */
import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { demoProduct, productIdByName, waitForHydration, type DemoProduct } from "./catalogue";
import { CART_STORAGE_KEY } from "./constants";

/** The nine timeline statuses and the two off it, as the status selectors list them. */
export const ORDER_STATUSES = [
  "Order Placed",
  "Payment Confirmed",
  "Order Verified",
  "Packed",
  "Ready to Ship",
  "Shipped",
  "In Transit",
  "Out for Delivery",
  "Delivered",
  "Cancelled",
  "Returned",
] as const;
/** The timeline's nine steps, in order. */
export const TIMELINE_STATUSES = ORDER_STATUSES.slice(0, 9);
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const CHECKOUT_STORAGE_KEY = "checkout-data";

export const DELIVERY_TAMIL_NADU = 999_00;
export const DELIVERY_ELSEWHERE = 1_499_00;

/**
 * Products the checkout tests order. Each has plenty of tracked stock (40+), so the few
 * orders of a run never sell one out under the catalogue tests' feet.
 */
export const ORDERABLE = {
  inverter: demoProduct("Microtek SineMax 950"), // 58 in stock
  ups: demoProduct("APC DeskGuard 600"), // 60 in stock
  battery: demoProduct("Microtek InverLife 100"), // 48 in stock
} as const;
/** Four units on hand: the quantity picker stops there and the cart warns above it. Never ordered. */
export const LOW_STOCK = demoProduct("APC Unity Online 6K");
export const SOLD_OUT = demoProduct("Okaya ClearSine 1600 LCD");

export type ShippingDetails = {
  fullName: string;
  mobile: string;
  email: string;
  address: string;
  city: string;
  pincode: string;
  state: string;
  landmark?: string;
};

/** An address that passes every rule; each test changes what it needs. */
export function shippingDetails(overrides: Partial<ShippingDetails> = {}): ShippingDetails {
  const tag = randomUUID().slice(0, 6);
  return {
    fullName: `Meena Raghavan ${tag}`,
    mobile: "9876501234",
    email: `meena.${tag}@example.test`,
    address: `12 Temple Street ${tag}, Mylapore`,
    city: "Chennai",
    pincode: "600004",
    state: "Tamil Nadu",
    landmark: "Near the tank",
    ...overrides,
  };
}

export type StoredCartLine = {
  product: { id: string; name: string; brand: string; pricePaise: number; image: string | null };
  quantity: number;
};

export function storedLine(id: string, product: DemoProduct, quantity: number, pricePaise = product.pricePaise): StoredCartLine {
  return {
    product: { id, name: product.name, brand: product.brand, pricePaise, image: product.images[0] ?? null },
    quantity,
  };
}

/** A cart line for a demo product as the shop would store it (the id looked up through the API). */
export async function lineFor(page: Page, product: DemoProduct, quantity = 1, pricePaise?: number): Promise<StoredCartLine> {
  return storedLine(await productIdByName(page, product.name), product, quantity, pricePaise);
}

/**
 * Puts these lines in the browser's cart and opens `path` with them. Starts on a page of the
 * shop (localStorage belongs to the origin), then loads `path` afresh so the store reads them.
 */
export async function seedCart(page: Page, lines: StoredCartLine[], path = "/cart"): Promise<void> {
  if (!page.url().startsWith("http")) await page.goto("/track-order");
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [CART_STORAGE_KEY, JSON.stringify(lines)] as const);
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Reloads and waits for React again. `history.scrollRestoration` (what waitForHydration
 * watches) belongs to the history entry and survives a reload, so it is reset first.
 */
export async function reloadAndHydrate(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.history.scrollRestoration = "auto";
  });
  await page.reload();
  await waitForHydration(page);
}

export async function storedCart(page: Page): Promise<StoredCartLine[] | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as StoredCartLine[]);
}

export async function storedCheckout(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CHECKOUT_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/**
 * Skips the shipping form for tests about what comes after it: stores the checkout as the
 * shipping step would (cart, address, totals, a fresh checkout key) and opens /payment.
 */
export async function seedCheckout(page: Page, lines: StoredCartLine[], shipping: ShippingDetails): Promise<void> {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.product.pricePaise * line.quantity, 0);
  const deliveryChargePaise = shipping.state === "Tamil Nadu" ? DELIVERY_TAMIL_NADU : DELIVERY_ELSEWHERE;
  const checkout = {
    checkoutKey: randomUUID(),
    userInfo: shipping,
    items: lines,
    subtotalPaise,
    deliveryChargePaise,
    totalPaise: subtotalPaise + deliveryChargePaise,
  };
  if (!page.url().startsWith("http")) await page.goto("/track-order");
  await page.evaluate(
    ([cartKey, cart, checkoutKey, data]) => {
      window.localStorage.setItem(cartKey, cart);
      window.localStorage.setItem(checkoutKey, data);
    },
    [CART_STORAGE_KEY, JSON.stringify(lines), CHECKOUT_STORAGE_KEY, JSON.stringify(checkout)] as const,
  );
  await page.goto("/payment");
  await waitForHydration(page);
}

/** The header's cart badge (shown only above 0 items). */
export function cartBadge(page: Page): Locator {
  return page.getByTestId("cart-badge");
}

/** One line of the cart page, found by its product name. */
export function cartLine(page: Page, name: string): Locator {
  return page
    .getByRole("list", { name: "Items in your cart" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

/** A cart line's notice (price changed, no longer sold, stock); the quantity <output> is a status too. */
export function lineNotice(line: Locator): Locator {
  return line.getByRole("status").filter({ hasText: /[A-Za-z]/ });
}

/** The summary box of cart, shipping and payment pages: "Items", "Subtotal", "Delivery", "Total". */
export function summaryValue(page: Page, term: "Items" | "Subtotal" | "Delivery" | "Total"): Locator {
  return page
    .getByRole("region", { name: "Order Summary" })
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) })
    .locator("dd");
}

export function shippingForm(page: Page): Locator {
  return page.getByRole("form", { name: "Shipping Information" });
}

const FIELD_LABELS: Record<Exclude<keyof ShippingDetails, "state">, string> = {
  fullName: "Full Name",
  mobile: "Mobile Number",
  email: "Email",
  address: "Address",
  city: "City",
  pincode: "Pincode",
  landmark: "Landmark (optional)",
};

export function shippingField(page: Page, field: Exclude<keyof ShippingDetails, "state">): Locator {
  return shippingForm(page).getByRole("textbox", { name: FIELD_LABELS[field], exact: true });
}

export function stateSelect(page: Page): Locator {
  return shippingForm(page).getByRole("combobox", { name: "State" });
}

/** Fills the shipping form (every field given) and picks the state. */
export async function fillShipping(page: Page, details: ShippingDetails): Promise<void> {
  for (const field of Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]) {
    const value = details[field];
    if (value !== undefined) await shippingField(page, field).fill(value);
  }
  await stateSelect(page).selectOption(details.state);
}

export function placeOrderButton(page: Page): Locator {
  return page.getByRole("button", { name: /^Place Order/ });
}

/** The confirmation's order id ("HAL" plus up to six digits). */
export function confirmedOrderId(page: Page): Locator {
  return page.getByTestId("order-id");
}

export const ORDER_ID = /^HAL(0|[1-9]\d{0,5})$/;

/** On /payment: places the order and waits for the confirmation; returns the order id. */
export async function placeOrder(page: Page): Promise<string> {
  await placeOrderButton(page).click();
  await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
  const orderId = (await confirmedOrderId(page).textContent()) ?? "";
  expect(orderId).toMatch(ORDER_ID);
  return orderId;
}

/** Seeds a checkout with these lines and address and places it; returns the order id. */
export async function orderThroughPayment(page: Page, lines: StoredCartLine[], shipping: ShippingDetails): Promise<string> {
  await seedCheckout(page, lines, shipping);
  return placeOrder(page);
}

/** The page's visible text, for checks that something (an order id, an address) is nowhere on it. */
export async function pageText(page: Page): Promise<string> {
  return page.locator("body").innerText();
}

/** The customer's order card on My Orders. */
export function orderCard(page: Page, orderId: string): Locator {
  return page.getByRole("article", { name: `Order ${orderId}`, exact: true });
}
