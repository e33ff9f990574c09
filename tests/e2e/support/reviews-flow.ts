/**
 * Reviews from verified buyers: the review actions on My Orders, the review dialog, the
 * product page's review list, and a delivered order to review (placed over HTTP, then marked
 * Delivered by the admin in the Orders tab, as the shop owner does).
 */
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { placeOrderOverHttp, setOrderStatus } from "./admin-panel";
import { productIdByName, type DemoProduct } from "./catalogue";
import { orderCard, shippingDetails } from "./checkout";

/** The accessible names of the five stars of the rating input (1 to 5). */
export const STAR_LABELS = ["1 star (poor)", "2 stars (fair)", "3 stars (good)", "4 stars (very good)", "5 stars (excellent)"] as const;

/** One line of an order card on My Orders, found by its product. */
export function orderLine(page: Page, orderId: string, productName: string): Locator {
  return orderCard(page, orderId)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: productName, exact: true }) });
}

/** A line's review button: 'Write a Review' or 'Edit Review' (its name adds "for {product}"). */
export function reviewButton(scope: Locator, kind: "Write a Review" | "Edit Review", productName: string): Locator {
  return scope.getByRole("button", { name: `${kind} for ${productName}`, exact: true });
}

/** Any review button in `scope`. */
export function anyReviewButton(scope: Locator): Locator {
  return scope.getByRole("button", { name: /^(Write a Review|Edit Review)\b/ });
}

export function reviewDialog(page: Page, title: "Write a review" | "Edit your review"): Locator {
  return page.getByRole("dialog", { name: title });
}

export function ratingGroup(dialog: Locator): Locator {
  return dialog.getByRole("radiogroup", { name: "Rating" });
}

/** Picks a rating with the mouse: a click on the n-th star (the radio itself is visually hidden). */
export async function clickStar(dialog: Locator, stars: 1 | 2 | 3 | 4 | 5): Promise<void> {
  await ratingGroup(dialog).locator("label", { has: dialog.page().getByRole("radio", { name: STAR_LABELS[stars - 1] }) }).click();
}

/** The stars drawn filled (gold) in the rating input: what a sighted customer sees chosen. */
export function filledStars(dialog: Locator): Locator {
  return ratingGroup(dialog).locator("svg.fill-amber-400");
}

export function commentBox(dialog: Locator): Locator {
  return dialog.getByRole("textbox", { name: "Your review" });
}

/** The product page's 'Customer Reviews' section and its reviews. */
export function customerReviews(page: Page): Locator {
  return page.getByRole("region", { name: "Customer Reviews" });
}

export function reviewItems(page: Page): Locator {
  return customerReviews(page).getByRole("listitem");
}

/** How the product page dates a review: "22 Nov 2026", in the shopper's (India) time. */
export function reviewDay(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(
    new Date(iso),
  );
}

/**
 * Orders one of `product` for the customer signed in to `customerContext` (over HTTP) and
 * has the admin mark it Delivered in the Orders tab. Returns the order id and product id.
 */
export async function deliveredOrder(
  customerContext: BrowserContext,
  adminPage: Page,
  product: DemoProduct,
  status: "Delivered" | "Out for Delivery" = "Delivered",
): Promise<{ orderId: string; productId: string }> {
  const productId = await productIdByName(adminPage, product.name);
  const orderId = await placeOrderOverHttp(customerContext, [{ productId, quantity: 1 }], shippingDetails());
  await setOrderStatus(adminPage, orderId, status);
  return { orderId, productId };
}

/** Saves a review through My Orders' action with one POST (for tests not about the dialog). */
export async function reviewOverHttp(
  customerContext: BrowserContext,
  review: { productId: string; rating: number; comment: string },
): Promise<void> {
  const response = await customerContext.request.post("/orders", {
    form: { intent: "review", productId: review.productId, rating: String(review.rating), comment: review.comment },
    maxRedirects: 0,
  });
  expect(response.status(), `saving a review: ${(await response.text()).slice(0, 200)}`).toBe(200);
}

/** Records, in the page, every 'reviewUpdated' event on window from now on. */
export async function watchReviewEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __reviewEvents: unknown[] };
    w.__reviewEvents = [];
    window.addEventListener("reviewUpdated", (event) => {
      w.__reviewEvents.push((event as CustomEvent).detail);
    });
  });
}

/** The details of the 'reviewUpdated' events recorded so far, in order. */
export async function reviewEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __reviewEvents: unknown[] }).__reviewEvents);
}

/**
 * Dispatches a 'reviewUpdated' event on the page's window. An event reaches only the tab it
 * is fired in, so a test hands the one the review dialog fired over to a product page open in
 * another tab.
 */
export async function dispatchReviewUpdated(page: Page, detail: unknown): Promise<void> {
  await page.evaluate((d) => window.dispatchEvent(new CustomEvent("reviewUpdated", { detail: d })), detail);
}
