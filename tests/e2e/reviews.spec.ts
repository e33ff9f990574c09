/**
 * Reviews from verified buyers: a customer whose order the shop marked Delivered writes a
 * review from My Orders (star rating by keyboard, the spec's checks and toasts), the
 * 'reviewUpdated' event follows a second later, the product page shows the review with its
 * stars, date and 'Verified purchase'; the review can be edited; a comment with HTML shows
 * as text and runs nothing; an order that is not Delivered offers no review; the review's
 * date is the same whether the server or the browser draws it.
 *
 * Orders are placed over HTTP (one POST as the payment page sends it) and moved on by the
 * admin in the Orders tab, in another browser. Each test reviews a demo product of its own
 * that no other spec reviews (never "Luminous PowerSine 1100", whose empty review list the
 * catalogue tests check), so review counts and averages are exact.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectToast, randomClientAddress } from "./support/accounts";
import { expectToastBehindDialog, openAdmin, placeOrderOverHttp, setOrderStatus, tableRows } from "./support/admin-panel";
import { demoProduct, productIdByName, tabTo, waitForHydration } from "./support/catalogue";
import { orderCard, ORDERABLE, shippingDetails } from "./support/checkout";
import {
  anyReviewButton,
  clickStar,
  commentBox,
  customerReviews,
  deliveredOrder,
  filledStars,
  orderLine,
  ratingGroup,
  reviewButton,
  reviewDay,
  reviewDialog,
  reviewItems,
  reviewOverHttp,
  STAR_LABELS,
} from "./support/reviews-flow";

/** Demo products reviewed here, one per test, each with stock to spare. */
const REVIEWED = demoProduct("Exide HomeSine 1050"); // 34 in stock
const SCRIPTED = demoProduct("Numeric Shield 800"); // 45 in stock
const DATED = demoProduct("Amaron HomeTubular 150"); // 29 in stock
const EDITED = demoProduct("Loom Solar HelioSine 3K"); // stock not counted

const REVIEW_UPDATED_DELAY_MS = 1000;

/**
 * Records, in the page, every 'reviewUpdated' event on window from now on, and when each came.
 * The reference point is the first byte of the answer to the review's save (the first request
 * to /orders from now on, as the browser's resource timing saw it): the dialog can only
 * schedule the event once that answer has begun to arrive, and must then wait a second.
 */
async function watchReviewEvents(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __reviewEvents: { detail: unknown; at: number }[]; __watchSince: number };
    w.__reviewEvents = [];
    w.__watchSince = performance.now();
    window.addEventListener("reviewUpdated", (event) => {
      w.__reviewEvents.push({ detail: (event as CustomEvent).detail, at: performance.now() });
    });
  });
}

/** The events seen so far, each with how long after the save's answer it came (ms). */
async function reviewEvents(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __reviewEvents: { detail: unknown; at: number }[]; __watchSince: number };
    const save = performance
      .getEntriesByType("resource")
      .filter((e) => e.startTime >= w.__watchSince && new URL(e.name).pathname.startsWith("/orders"))
      .sort((a, b) => a.startTime - b.startTime)[0] as PerformanceResourceTiming | undefined;
    return w.__reviewEvents.map((e) => ({ detail: e.detail, afterSave: save ? e.at - save.responseStart : null }));
  });
}

test.describe("reviews from verified buyers", () => {
  test("delivered: write a review by keyboard, the checks, 'Review added', the event a second later; the product page shows it", async ({
    page,
    context,
    customer,
    adminPage,
    expectNoAxeViolations,
  }) => {
    const { orderId, productId } = await deliveredOrder(context, adminPage, REVIEWED);

    // The product page is open in a second tab of the customer's browser before the review.
    const productTab = await context.newPage();
    await productTab.goto(`/products/${productId}`);
    await waitForHydration(productTab);
    await expect(customerReviews(productTab).getByText("No reviews yet. Be the first to review this product!")).toBeVisible();

    // My Orders: the delivered line offers 'Write a Review'.
    await page.goto("/orders");
    await waitForHydration(page);
    await expect(orderCard(page, orderId).getByText("Delivered", { exact: true })).toBeVisible();
    const line = orderLine(page, orderId, REVIEWED.name);
    await reviewButton(line, "Write a Review", REVIEWED.name).click();

    const dialog = reviewDialog(page, "Write a review");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(REVIEWED.name, { exact: true })).toBeVisible();
    const stars = ratingGroup(dialog);
    await expect(stars.getByRole("radio")).toHaveCount(5);
    for (const label of STAR_LABELS) await expect(stars.getByRole("radio", { name: label })).not.toBeChecked();
    const submit = dialog.getByRole("button", { name: "Submit Review" });
    await expect(submit).toBeDisabled();
    await expect(commentBox(dialog)).toHaveValue("");
    await expectNoAxeViolations(page, { soft: true });

    // Keyboard: Tab into the group, Space picks the focused star, arrows move the choice.
    await tabTo(page, stars.getByRole("radio", { name: STAR_LABELS[0] }), 10);
    await page.keyboard.press("Space");
    await expect(stars.getByRole("radio", { name: STAR_LABELS[0] })).toBeChecked();
    await expect(filledStars(dialog)).toHaveCount(1);
    await expect(submit).toBeEnabled();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await expect(stars.getByRole("radio", { name: STAR_LABELS[4] })).toBeChecked();
    await expect(stars.getByRole("radio", { name: STAR_LABELS[4] })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(stars.getByRole("radio", { name: STAR_LABELS[3] })).toBeChecked();
    await expect(filledStars(dialog)).toHaveCount(4);

    // A blank comment is refused in the browser.
    await commentBox(dialog).fill("   ");
    await submit.click();
    await expectToastBehindDialog(page, "Comment required", "Please write a review comment.", "destructive");
    await expect(dialog).toBeVisible();

    // Saved: the toast, the dialog closes, and a second later the event for this product.
    const comment = `Runs our fridge and fans through every cut. Installed in Coimbatore, ${Date.now() % 100000}.`;
    await commentBox(dialog).fill(`  ${comment}  `);
    await watchReviewEvents(page);
    await submit.click();
    await expectToast(page, "Review added", "Thank you for your review!");
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await reviewEvents(page)).length).toBe(1);
    const [event] = await reviewEvents(page);
    expect(event?.detail).toEqual({ productId });
    expect(event?.afterSave, "ms from the save's answer to the event").toBeGreaterThanOrEqual(REVIEW_UPDATED_DELAY_MS - 5);
    expect(event?.afterSave, "ms from the save's answer to the event").toBeLessThan(REVIEW_UPDATED_DELAY_MS + 4000);

    // The line now offers 'Edit Review'.
    await expect(reviewButton(line, "Edit Review", REVIEWED.name)).toBeVisible();
    await expect(reviewButton(line, "Write a Review", REVIEWED.name)).toHaveCount(0);

    // The other tab (an event in one tab does not reach another): Refresh shows the review,
    // trimmed, with the name, stars, date and 'Verified purchase', and the product's average.
    await productTab.getByRole("button", { name: "Refresh" }).click();
    await expect(reviewItems(productTab)).toHaveCount(1);
    const review = reviewItems(productTab).first();
    await expect(review.getByText(customer.username, { exact: true })).toBeVisible();
    await expect(review.getByRole("img", { name: "Rated 4.0 out of 5" })).toBeVisible();
    await expect(review.getByText(comment, { exact: true })).toBeVisible();
    await expect(review.getByText("Verified purchase", { exact: true })).toBeVisible();
    const when = review.locator("time");
    const createdAt = (await when.getAttribute("datetime")) ?? "";
    expect(Math.abs(Date.parse(createdAt) - Date.now())).toBeLessThan(5 * 60_000);
    await expect(when).toHaveText(reviewDay(createdAt));
    await expect(productTab.getByRole("main").getByRole("img", { name: "Rated 4.0 out of 5 from 1 review" })).toBeVisible();
    await expectNoAxeViolations(productTab, { soft: true });
  });

  test("Edit Review starts from the saved rating and comment; 'Review updated'; still one review, with the new text", async ({
    page,
    context,
    customer,
    adminPage,
  }) => {
    const { orderId, productId } = await deliveredOrder(context, adminPage, EDITED);
    const first = `Good value for the price (${Date.now() % 100000}).`;
    await reviewOverHttp(context, { productId, rating: 4, comment: first });

    await page.goto("/orders");
    await waitForHydration(page);
    const line = orderLine(page, orderId, EDITED.name);
    await expect(reviewButton(line, "Write a Review", EDITED.name)).toHaveCount(0);
    await reviewButton(line, "Edit Review", EDITED.name).click();
    const editing = reviewDialog(page, "Edit your review");
    const stars = ratingGroup(editing);
    await expect(stars.getByRole("radio", { name: STAR_LABELS[3] })).toBeChecked();
    await expect(filledStars(editing)).toHaveCount(4);
    await expect(commentBox(editing)).toHaveValue(first);

    await stars.getByRole("radio", { name: STAR_LABELS[3] }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(stars.getByRole("radio", { name: STAR_LABELS[1] })).toBeChecked();
    await expect(filledStars(editing)).toHaveCount(2);
    const edited = "Six months on: the backup time has dropped, and support was slow to answer.";
    await commentBox(editing).fill(edited);
    await watchReviewEvents(page);
    await editing.getByRole("button", { name: "Update Review" }).click();
    await expectToast(page, "Review updated", "Your review has been updated successfully!");
    await expect(editing).toHaveCount(0);
    await expect.poll(async () => (await reviewEvents(page)).map((e) => e.detail)).toEqual([{ productId }]);

    // Opened again, the dialog shows the update.
    await reviewButton(line, "Edit Review", EDITED.name).click();
    await expect(ratingGroup(reviewDialog(page, "Edit your review")).getByRole("radio", { name: STAR_LABELS[1] })).toBeChecked();
    await expect(commentBox(reviewDialog(page, "Edit your review"))).toHaveValue(edited);
    await page.keyboard.press("Escape");

    await page.goto(`/products/${productId}`);
    await expect(reviewItems(page)).toHaveCount(1);
    await expect(reviewItems(page).getByText(edited, { exact: true })).toBeVisible();
    await expect(page.getByText(first)).toHaveCount(0);
    await expect(reviewItems(page).getByRole("img", { name: "Rated 2.0 out of 5" })).toBeVisible();
    await expect(reviewItems(page).getByText(customer.username, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("img", { name: "Rated 2.0 out of 5 from 1 review" })).toBeVisible();
  });

  test("a comment with HTML shows as text on the product page and in the back office, and runs nothing", async ({
    page,
    context,
    customer,
    adminPage,
  }) => {
    void customer;
    const { orderId, productId } = await deliveredOrder(context, adminPage, SCRIPTED);
    const payload = `<script>window.__xss = 1</script><img src=x onerror="window.__xss=2"> ${Date.now() % 100000}`;

    await page.goto("/orders");
    await waitForHydration(page);
    await reviewButton(orderLine(page, orderId, SCRIPTED.name), "Write a Review", SCRIPTED.name).click();
    const dialog = reviewDialog(page, "Write a review");
    await clickStar(dialog, 3);
    await expect(ratingGroup(dialog).getByRole("radio", { name: STAR_LABELS[2] })).toBeChecked();
    await commentBox(dialog).fill(payload);
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expectToast(page, "Review added", "Thank you for your review!");

    const xss = (target: Page) => target.evaluate(() => (window as unknown as { __xss?: number }).__xss);

    // The product page: the comment as text; no element made of it.
    await page.goto(`/products/${productId}`);
    await expect(reviewItems(page).getByText(payload, { exact: true })).toBeVisible();
    await expect(customerReviews(page).locator("img, script")).toHaveCount(0);
    await waitForHydration(page);
    expect(await xss(page), "the product page ran the comment").toBeUndefined();

    // The admin's Reviews tab renders comments too.
    await openAdmin(adminPage, "?tab=reviews");
    const row = tableRows(adminPage, "Reviews").filter({ hasText: SCRIPTED.name });
    await expect(row.getByText(payload, { exact: true })).toBeVisible();
    await expect(row.locator("img, script")).toHaveCount(0);
    expect(await xss(adminPage), "the Reviews tab ran the comment").toBeUndefined();
  });

  test("an order that is not Delivered offers no review", async ({ page, context, customer, adminPage }) => {
    void customer;
    const placedProduct = ORDERABLE.ups;
    const placed = await placeOrderOverHttp(
      context,
      [{ productId: await productIdByName(page, placedProduct.name), quantity: 1 }],
      shippingDetails(),
    );
    const { orderId: onTheWay } = await deliveredOrder(context, adminPage, ORDERABLE.battery, "Out for Delivery");

    await page.goto("/orders");
    await waitForHydration(page);
    await expect(orderCard(page, placed).getByText("Order Placed", { exact: true })).toBeVisible();
    await expect(orderCard(page, onTheWay).getByText("Out for Delivery", { exact: true })).toBeVisible();
    await expect(orderLine(page, placed, placedProduct.name)).toBeVisible();
    await expect(orderLine(page, onTheWay, ORDERABLE.battery.name)).toBeVisible();
    await expect(anyReviewButton(page.getByRole("main"))).toHaveCount(0);

    // Once delivered, the button appears (so its absence above meant something).
    await setOrderStatus(adminPage, onTheWay, "Delivered");
    await page.reload();
    await expect(reviewButton(orderLine(page, onTheWay, ORDERABLE.battery.name), "Write a Review", ORDERABLE.battery.name)).toBeVisible();
    await expect(anyReviewButton(orderCard(page, placed))).toHaveCount(0);
  });

  test("a review's date reads the same in the server's page and after hydration, whatever the shopper's time zone", async ({
    browser,
    baseURL,
    context,
    customer,
    adminPage,
  }) => {
    void customer;
    const { productId } = await deliveredOrder(context, adminPage, DATED);
    await reviewOverHttp(context, { productId, rating: 4, comment: "Backup lasts the whole evening." });

    // A shopper whose calendar day differs from the server's (UTC) for this review: UTC-12
    // in the UTC morning, UTC+14 in the UTC afternoon. (In India the same happens every night
    // between midnight and 5:30.)
    const createdAt = await (async () => {
      const page = await context.newPage();
      await page.goto(`/products/${productId}`);
      return (await reviewItems(page).locator("time").getAttribute("datetime")) ?? "";
    })();
    const timezoneId = new Date(createdAt).getUTCHours() < 12 ? "Etc/GMT+12" : "Etc/GMT-14";
    const shopper = await browser.newContext({ baseURL, timezoneId, locale: "en-IN", extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() } });
    try {
      const page = await shopper.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(`/products/${productId}`);
      const html = (await response?.text()) ?? "";
      const rendered = new RegExp(`<time [^>]*datetime="${createdAt}"[^>]*>([^<]+)</time>`, "i").exec(html)?.[1];
      expect(rendered, "the server's page carries the review's date").toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
      await waitForHydration(page);
      await expect.soft(reviewItems(page).locator("time"), `the date changed during hydration (browser in ${timezoneId})`).toHaveText(rendered!);
      expect(errors, "no hydration error").toEqual([]);
    } finally {
      await shopper.close();
    }
  });
});
