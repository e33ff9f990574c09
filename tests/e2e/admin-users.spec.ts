/**
 * The back office's Users tab: a customer's row (name, place, contact, orders, spend, last
 * order), View Orders with the 'Showing orders for:' banner and Show All Users, and deleting
 * a customer with all their data, with an axe scan. Every test makes its own customers.
 */
import { randomInt } from "node:crypto";
import { test, expect } from "./fixtures";
import { expectToast, signInLink } from "./support/accounts";
import { adminDay, adminPanel, adminTab, confirmDeletion, openAdmin, orderRow, tableRows } from "./support/admin-panel";
import { rupees } from "./support/catalogue";
import { orderCard, ORDERABLE } from "./support/checkout";
import { at } from "./support/constants";

const A = ORDERABLE.inverter;

test.describe("users", () => {
  test("a customer's row; View Orders shows only their orders with the banner; Show All Users clears it", async ({
    page,
    signInAsAdmin,
    customerWithOrder,
  }) => {
    const buyer = await customerWithOrder({
      lines: [{ product: A, quantity: 1 }],
      shipping: { city: "Madurai", state: "Tamil Nadu", pincode: "625001", mobile: `9${randomInt(100_000_000, 999_999_999)}` },
    });
    const secondOrder = await buyer.placeAnother();
    const name = buyer.shipping.fullName;
    await signInAsAdmin();
    await openAdmin(page, "?tab=users");

    await expect(adminPanel(page).getByText(/^Total Users: \d+$/)).toBeVisible();
    const totalUsers = Number((await adminPanel(page).getByText(/^Total Users: \d+$/).innerText()).split(": ")[1]);
    expect(totalUsers).toBeGreaterThanOrEqual(1);
    const row = tableRows(page, "Customers").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toHaveText(`${name}Madurai, Tamil Nadu`);
    await expect(cells.nth(1)).toHaveText(`${buyer.shipping.mobile}${buyer.shipping.email}`);
    await expect(cells.nth(2)).toHaveText("2");
    await expect(cells.nth(3)).toHaveText(rupees(2 * buyer.totalPaise));
    await expect(cells.nth(4)).toHaveText(adminDay(new Date()));

    await row.getByRole("link", { name: `View Orders of ${name}` }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("tab") === "orders" && /^[\w-]+$/.test(url.searchParams.get("user") ?? ""));
    await expect(adminTab(page, "Orders")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("status").getByText(`Showing orders for: ${name}`, { exact: true })).toBeVisible();
    await expect(tableRows(page, "Orders")).toHaveCount(2);
    await expect(orderRow(page, buyer.orderId)).toBeVisible();
    await expect(orderRow(page, secondOrder)).toBeVisible();
    await expect(adminPanel(page).getByText("2 orders", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Show All Users" }).click();
    await expect(page).toHaveURL(at("/admin?tab=orders"));
    await expect(page.getByText(/^Showing orders for:/)).toHaveCount(0);
    await expect(orderRow(page, buyer.orderId)).toBeVisible();
  });

  test("deleting a customer (the exact confirmation) removes them, signs them out and removes their orders", async ({
    page,
    signInAsAdmin,
    customerWithOrder,
    newContext,
  }) => {
    const buyer = await customerWithOrder();
    const name = buyer.shipping.fullName;
    await buyer.page.goto("/orders");
    await expect(orderCard(buyer.page, buyer.orderId)).toBeVisible();

    await signInAsAdmin();
    await openAdmin(page, "?tab=users");
    const row = tableRows(page, "Customers").filter({ hasText: name });
    await row.getByRole("button", { name: `Delete user ${name}` }).click();
    // Cancel first: nothing happens.
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Delete user ${name}` }).click();
    await confirmDeletion(page, `Are you sure you want to delete user "${name}" and all their data? This action cannot be undone.`);
    await expectToast(page, "User Deleted");
    await expect(row).toHaveCount(0);

    // Their browser is signed out, and their order is gone.
    await buyer.page.goto("/orders");
    await expect(buyer.page.getByText("Please sign in to view your orders.", { exact: true })).toBeVisible();
    await expect(signInLink(buyer.page)).toBeVisible();
    const stranger = await (await newContext()).newPage();
    await stranger.goto(`/track-order?orderId=${buyer.orderId}`);
    await expect(stranger.getByRole("alert")).toHaveText("Order not found. Please check your order ID and try again.");
    await openAdmin(page, `?tab=orders&q=${buyer.orderId}`);
    await expect(adminPanel(page).getByText("No orders found.", { exact: true })).toBeVisible();
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("users", async ({ page, signInAsAdmin, customerWithOrder, expectNoAxeViolations }) => {
    const buyer = await customerWithOrder();
    await signInAsAdmin();
    await openAdmin(page, "?tab=users");
    await expect(tableRows(page, "Customers").filter({ hasText: buyer.shipping.fullName })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
