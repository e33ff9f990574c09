/**
 * The back office's Reviews tab: a verified buyer's review in its row (product and brand,
 * customer, stars, comment, date, 'Total Reviews'), shown in the shop until the admin deletes
 * it with the confirmation. Reviews as customers write them are in reviews-*.spec.ts.
 */
import { randomUUID } from "node:crypto";
import { test, expect } from "./fixtures";
import { expectToast } from "./support/accounts";
import { adminDay, adminPanel, confirmDeletion, openAdmin, setOrderStatus, tableRows } from "./support/admin-panel";
import { demoProduct, EMPTY_REVIEWS, productIdByName } from "./support/catalogue";
import { reviewOverHttp } from "./support/reviews-flow";

/** Reviewed in this spec only (no other test reviews it). */
const REVIEWED_HERE = demoProduct("Eaton WorkPro 1000"); // 26 in stock

test.describe("reviews", () => {
  test("a review's row (product, brand, customer, stars, comment, date); delete it with the confirmation", async ({
    page,
    signInAsAdmin,
    customerWithOrder,
    newContext,
    adminPage,
    expectNoAxeViolations,
  }) => {
    const reviewer = await customerWithOrder({ lines: [{ product: REVIEWED_HERE, quantity: 1 }] });
    await setOrderStatus(adminPage, reviewer.orderId, "Delivered");
    const productId = await productIdByName(page, REVIEWED_HERE.name);
    const comment = `Handles our office load without a murmur (${randomUUID().slice(0, 8)}).`;
    await reviewOverHttp(reviewer.context, { productId, rating: 5, comment });

    await signInAsAdmin();
    await openAdmin(page, "?tab=reviews");
    const total = adminPanel(page).getByText(/^Total Reviews: \d+$/);
    await expect(total).toBeVisible();
    expect(Number((await total.innerText()).split(": ")[1])).toBeGreaterThanOrEqual(1);
    const row = tableRows(page, "Reviews").filter({ hasText: comment });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toHaveText(`${REVIEWED_HERE.name}${REVIEWED_HERE.brand}`);
    await expect(cells.nth(1)).toHaveText(reviewer.account.username);
    await expect(cells.nth(2).getByRole("img", { name: "Rated 5.0 out of 5" })).toBeVisible();
    await expect(cells.nth(3)).toHaveText(comment);
    await expect(cells.nth(4)).toHaveText(adminDay(new Date()));
    await expectNoAxeViolations(page, { soft: true });

    // The shop shows it until it is deleted.
    const shopper = await (await newContext()).newPage();
    await shopper.goto(`/products/${productId}`);
    await expect(shopper.getByText(comment, { exact: true })).toBeVisible();

    await row.getByRole("button", { name: `Delete review by ${reviewer.account.username}` }).click();
    await confirmDeletion(page, "Are you sure you want to delete this review? This action cannot be undone.");
    await expectToast(page, "Review Deleted");
    await expect(row).toHaveCount(0);
    await shopper.reload();
    await expect(shopper.getByText(EMPTY_REVIEWS, { exact: true })).toBeVisible();
    await expect(shopper.getByText(comment)).toHaveCount(0);
  });
});
