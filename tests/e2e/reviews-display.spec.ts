/**
 * How a review is shown: a comment with HTML shows as text on the product page and in the
 * back office and runs nothing; the review's date reads the same in the server's page and
 * after hydration, whatever the shopper's time zone. Each test reviews a demo product of its
 * own that no other spec reviews.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectToast, randomClientAddress } from "./support/accounts";
import { openAdmin, tableRows } from "./support/admin-panel";
import { demoProduct, waitForHydration } from "./support/catalogue";
import {
  clickStar,
  commentBox,
  customerReviews,
  deliveredOrder,
  orderLine,
  ratingGroup,
  reviewButton,
  reviewDialog,
  reviewItems,
  reviewOverHttp,
  STAR_LABELS,
} from "./support/reviews-flow";

/** Demo products reviewed here, one per test, each with stock to spare. */
const SCRIPTED = demoProduct("Numeric Shield 800"); // 45 in stock
const DATED = demoProduct("Amaron HomeTubular 150"); // 29 in stock

test.describe("reviews from verified buyers", () => {
  test("a comment with HTML shows as text on the product page and in the back office, and runs nothing", async ({
    page,
    context,
    customer,
    adminPage,
  }) => {
    void customer;
    const { orderId, productId } = await deliveredOrder(context, adminPage, SCRIPTED);
    const payload = `<script>window.__xss = 1</script><img src=x onerror="window.__xss=2"> ${randomUUID().slice(0, 6)}`;

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
