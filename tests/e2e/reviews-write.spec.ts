/**
 * Writing and editing reviews as a verified buyer: a customer whose order the shop marked
 * Delivered writes a review from My Orders (star rating by keyboard, the spec's checks and
 * toasts); the dialog then fires 'reviewUpdated' for the product, and a product page that
 * gets the event shows the review with its stars, date and 'Verified purchase'; the review
 * can be edited (Refresh shows the new text); an order that is not Delivered offers no review.
 * How long the dialog waits before the event (the spec's 1,000 ms) is a unit test's business
 * (fake timers), never this one's: here only that the event comes and what it does.
 *
 * Orders are placed over HTTP and moved on by the admin in the Orders tab, in another browser.
 * Each test reviews a demo product of its own that no other spec reviews (never
 * "Luminous PowerSine 1100", whose empty review list the catalogue tests check), so review
 * counts and averages are exact.
 */
import { randomUUID } from "node:crypto";
import { test, expect } from "./fixtures";
import { expectToast } from "./support/accounts";
import { expectToastBehindDialog, placeOrderOverHttp, setOrderStatus } from "./support/admin-panel";
import { demoProduct, EMPTY_REVIEWS, productIdByName, tabTo, waitForHydration } from "./support/catalogue";
import { orderCard, ORDERABLE, shippingDetails } from "./support/checkout";
import {
  anyReviewButton,
  commentBox,
  customerReviews,
  deliveredOrder,
  dispatchReviewUpdated,
  filledStars,
  orderLine,
  ratingGroup,
  reviewButton,
  reviewDay,
  reviewDialog,
  reviewEvents,
  reviewItems,
  reviewOverHttp,
  STAR_LABELS,
  watchReviewEvents,
} from "./support/reviews-flow";

/** Demo products reviewed here, one per test, each with stock to spare. */
const REVIEWED = demoProduct("Exide HomeSine 1050"); // 34 in stock
const EDITED = demoProduct("Loom Solar HelioSine 3K"); // stock not counted

test.describe("reviews from verified buyers", () => {
  test("delivered: write a review by keyboard, the checks, 'Review added', the event follows; the product page shows it", async ({
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
    await expect(customerReviews(productTab).getByText(EMPTY_REVIEWS)).toBeVisible();

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

    // Saved: the toast, the dialog closes, then one 'reviewUpdated' event for this product.
    const comment = `Runs our fridge and fans through every cut. Installed in Coimbatore, ${randomUUID().slice(0, 6)}.`;
    await commentBox(dialog).fill(`  ${comment}  `);
    const dayBefore = reviewDay(new Date().toISOString());
    await watchReviewEvents(page);
    await submit.click();
    await expectToast(page, "Review added", "Thank you for your review!");
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => reviewEvents(page)).toEqual([{ productId }]);
    const dayAfter = reviewDay(new Date().toISOString());

    // The line now offers 'Edit Review'.
    await expect(reviewButton(line, "Edit Review", REVIEWED.name)).toBeVisible();
    await expect(reviewButton(line, "Write a Review", REVIEWED.name)).toHaveCount(0);

    // The product page in the other tab gets the same event (one tab's events never reach
    // another, so the test hands it over) and shows the review without a reload: trimmed,
    // with the name, stars, date and 'Verified purchase', and the product's average.
    const [announced] = await reviewEvents(page);
    await dispatchReviewUpdated(productTab, announced);
    await expect(reviewItems(productTab)).toHaveCount(1);
    const review = reviewItems(productTab).first();
    await expect(review.getByText(customer.username, { exact: true })).toBeVisible();
    await expect(review.getByRole("img", { name: "Rated 4.0 out of 5" })).toBeVisible();
    await expect(review.getByText(comment, { exact: true })).toBeVisible();
    await expect(review.getByText("Verified purchase", { exact: true })).toBeVisible();
    const when = review.locator("time");
    const createdAt = (await when.getAttribute("datetime")) ?? "";
    await expect(when).toHaveText(reviewDay(createdAt));
    // Dated the day it was saved.
    expect([dayBefore, dayAfter]).toContain(reviewDay(createdAt));
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
    const first = `Good value for the price (${randomUUID().slice(0, 6)}).`;
    await reviewOverHttp(context, { productId, rating: 4, comment: first });

    // The product page, open in another tab, shows the first text.
    const productTab = await context.newPage();
    await productTab.goto(`/products/${productId}`);
    await waitForHydration(productTab);
    await expect(reviewItems(productTab).getByText(first, { exact: true })).toBeVisible();

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
    await expect.poll(() => reviewEvents(page)).toEqual([{ productId }]);

    // The other tab's Refresh shows the new text in place of the old.
    await productTab.getByRole("button", { name: "Refresh" }).click();
    await expect(reviewItems(productTab).getByText(edited, { exact: true })).toBeVisible();
    await expect(reviewItems(productTab)).toHaveCount(1);
    await expect(productTab.getByText(first)).toHaveCount(0);

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
});
