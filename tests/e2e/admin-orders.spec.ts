/**
 * The back office's Orders tab: search by order id, name and record id (any case), the status
 * filter, the inline status change (seen on the public tracking page), the details overlay,
 * delete with the confirmation, and the CSV export of the filtered orders, with axe scans.
 * Every test makes its own customers and orders, with unique names.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectToast } from "./support/accounts";
import {
  adminDay,
  adminPanel,
  confirmDeletion,
  openAdmin,
  orderRow,
  orderSearch,
  setOrderStatus,
  statusFilter,
  statusSelect,
  tableRows,
} from "./support/admin-panel";
import { rupees } from "./support/catalogue";
import { DELIVERY_ELSEWHERE, ORDER_STATUSES, ORDERABLE } from "./support/checkout";
import { exportCsv } from "./support/csv";

const A = ORDERABLE.inverter;
const C = ORDERABLE.battery;

/** Searches the Orders tab and waits for the URL to carry the search. */
async function searchOrders(page: Page, text: string) {
  await orderSearch(page).fill(text);
  await orderSearch(page).press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === text);
}

test.describe("orders", () => {
  test("search by order id and by name (any case); the status filter; an inline status change, also one that takes the order out of the filter, shows on the tracking page", async ({
    page,
    signInAsAdmin,
    customerWithOrder,
    newContext,
  }) => {
    const buyer = await customerWithOrder();
    const second = await buyer.placeAnother();
    const first = buyer.orderId;
    const name = buyer.shipping.fullName;
    await signInAsAdmin();
    await openAdmin(page, "?tab=orders");

    // By order id, in lower case: that order only.
    await searchOrders(page, first.toLowerCase());
    await expect(tableRows(page, "Orders")).toHaveCount(1);
    await expect(orderRow(page, first)).toBeVisible();
    await expect(adminPanel(page).getByText("1 order", { exact: true })).toBeVisible();
    // By the customer's full name, in upper case: both of theirs.
    await searchOrders(page, name.toUpperCase());
    await expect(tableRows(page, "Orders")).toHaveCount(2);
    await expect(orderRow(page, second)).toBeVisible();
    await expect(orderRow(page, first).getByRole("cell").nth(1)).toHaveText(name);

    // The filter lists 'All Orders' and every status.
    await expect(statusFilter(page)).toHaveValue("all");
    await expect(statusFilter(page).locator("option")).toHaveText(["All Orders", ...ORDER_STATUSES]);

    // Inline change of the first order.
    await statusSelect(page, first).selectOption("Packed");
    await expectToast(page, "Status Updated", "Order status updated to Packed.");
    await expect(statusSelect(page, first)).toHaveValue("Packed");
    await expect(statusSelect(page, second)).toHaveValue("Order Placed");

    // Every status value filters (within this customer's orders).
    for (const status of ORDER_STATUSES) {
      await statusFilter(page).selectOption(status);
      await expect(page).toHaveURL((url) => url.searchParams.get("status") === status && url.searchParams.get("q") === name.toUpperCase());
      const expected = status === "Packed" ? [first] : status === "Order Placed" ? [second] : [];
      if (expected.length === 0) await expect(adminPanel(page).getByText("No orders found.", { exact: true })).toBeVisible();
      else {
        await expect(tableRows(page, "Orders")).toHaveCount(1);
        await expect(orderRow(page, expected[0]!)).toBeVisible();
        await expect(statusSelect(page, expected[0]!)).toHaveValue(status);
      }
    }
    // A change that takes the order out of the filtered list: its row goes, its toast still shows.
    await statusFilter(page).selectOption("Packed");
    await expect(tableRows(page, "Orders")).toHaveCount(1);
    await statusSelect(page, first).selectOption("Shipped");
    await expectToast(page, "Status Updated", "Order status updated to Shipped.");
    await expect(adminPanel(page).getByText("No orders found.", { exact: true })).toBeVisible();
    await statusFilter(page).selectOption("all");
    await expect(page).toHaveURL((url) => !url.searchParams.get("status") || url.searchParams.get("status") === "all");
    await expect(tableRows(page, "Orders")).toHaveCount(2);

    // Anyone with the order id sees the new status as the current one.
    const stranger = await (await newContext()).newPage();
    await stranger.goto(`/track-order?orderId=${first}`);
    const current = stranger.locator('[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("Shipped");
    await expect(current.getByText("Current status", { exact: true })).toBeVisible();
  });

  test("Confirm payment on an order that the payment filter then drops: the row goes, the toast shows", async ({
    page,
    signInAsAdmin,
    customerWithOrder,
  }) => {
    const buyer = await customerWithOrder();
    await signInAsAdmin();
    await openAdmin(page, "?tab=orders");
    await searchOrders(page, buyer.orderId);
    await page.getByRole("combobox", { name: "Filter by payment" }).selectOption("Awaiting");
    await expect(page).toHaveURL((url) => url.searchParams.get("payment") === "awaiting" && url.searchParams.get("q") === buyer.orderId);
    await expect(tableRows(page, "Orders")).toHaveCount(1);

    await page.getByRole("button", { name: `Confirm payment of order ${buyer.orderId}` }).click();
    await expectToast(page, "Payment Confirmed", "Order status updated to Payment Confirmed.");
    await expect(adminPanel(page).getByText("No orders found.", { exact: true })).toBeVisible();
    await page.getByRole("combobox", { name: "Filter by payment" }).selectOption("All Payments");
    await expect(statusSelect(page, buyer.orderId)).toHaveValue("Payment Confirmed");
  });

  test("the details overlay shows the customer, address, items and payment; search by record id; delete with the confirmation", async ({
    page,
    signInAsAdmin,
    customerWithOrder,
  }) => {
    const buyer = await customerWithOrder({
      lines: [
        { product: A, quantity: 2 },
        { product: C, quantity: 1 },
      ],
      shipping: { state: "Karnataka", city: "Mysuru", pincode: "570001", landmark: "Opposite the post office" },
    });
    const { orderId, shipping } = buyer;
    expect(buyer.deliveryPaise).toBe(DELIVERY_ELSEWHERE);
    await signInAsAdmin();
    await openAdmin(page, `?tab=orders&q=${orderId}`);

    const row = orderRow(page, orderId);
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toHaveText(orderId);
    await expect(cells.nth(1)).toHaveText(shipping.fullName);
    await expect(cells.nth(2)).toHaveText("3");
    await expect(cells.nth(3)).toHaveText(rupees(buyer.totalPaise));
    await expect(statusSelect(page, orderId)).toHaveValue("Order Placed");
    await expect(cells.nth(5)).toHaveText(adminDay(new Date()));

    await row.getByRole("button", { name: `View details of order ${orderId}` }).click();
    const details = page.getByRole("dialog", { name: `Order ${orderId}` });
    await expect(details).toBeVisible();
    const customer = details.getByRole("region", { name: "Customer" });
    await expect(customer).toContainText(shipping.fullName);
    await expect(customer).toContainText(shipping.mobile);
    await expect(customer).toContainText(shipping.email);
    const address = details.getByRole("region", { name: "Shipping address" });
    await expect(address).toContainText(shipping.address);
    await expect(address).toContainText(`Landmark: ${shipping.landmark}`);
    await expect(address).toContainText(`${shipping.city}, ${shipping.state} – ${shipping.pincode}`);
    await expect(details.getByRole("region", { name: "Order status" })).toContainText("Order Placed");
    const payment = details.getByRole("region", { name: "Payment" });
    await expect(payment).toContainText(`Subtotal${rupees(buyer.subtotalPaise)}`);
    await expect(payment).toContainText(`Delivery Charges${rupees(DELIVERY_ELSEWHERE)}`);
    await expect(payment).toContainText(`Total${rupees(buyer.totalPaise)}`);
    await expect(payment).toContainText("Payment MethodUPI");
    const items = details.getByRole("region", { name: "Items" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(A.name);
    await expect(items.nth(0)).toContainText(`${A.brand} · Qty 2 × ${rupees(A.pricePaise)}`);
    await expect(items.nth(0)).toContainText(rupees(2 * A.pricePaise));
    await expect(items.nth(1)).toContainText(C.name);
    await expect(items.nth(1)).toContainText(`${C.brand} · Qty 1 × ${rupees(C.pricePaise)}`);
    const description = (await details.getByText(/^Placed .+ · Record /).innerText()).trim();
    const recordId = /Record ([0-9a-f-]{36})$/.exec(description)?.[1] ?? "";
    expect(recordId).not.toBe("");
    await page.keyboard.press("Escape");
    await expect(details).toHaveCount(0);

    // The record id finds it too.
    await searchOrders(page, recordId);
    await expect(tableRows(page, "Orders")).toHaveCount(1);
    await expect(orderRow(page, orderId)).toBeVisible();

    // Delete: the exact sentence, then 'Order Deleted'.
    await row.getByRole("button", { name: `Delete order ${orderId}` }).click();
    await confirmDeletion(page, "Are you sure you want to delete this order? This action cannot be undone.");
    await expectToast(page, "Order Deleted");
    await expect(row).toHaveCount(0);
    await expect(adminPanel(page).getByText("No orders found.", { exact: true })).toBeVisible();
    await buyer.page.goto("/orders");
    await expect(buyer.page.getByText("No orders yet", { exact: true })).toBeVisible();
    await buyer.page.goto(`/track-order?orderId=${orderId}`);
    await expect(buyer.page.getByRole("alert")).toHaveText("Order not found. Please check your order ID and try again.");
  });

  test("Export CSV downloads the filtered orders only", async ({ page, signInAsAdmin, customerWithOrder }) => {
    const buyer = await customerWithOrder();
    const second = await buyer.placeAnother();
    const name = buyer.shipping.fullName;
    await signInAsAdmin();
    await openAdmin(page, `?tab=orders&q=${encodeURIComponent(name)}`);
    await setOrderStatus(page, second, "Cancelled");
    await openAdmin(page, `?tab=orders&q=${encodeURIComponent(name)}`);
    await expect(tableRows(page, "Orders")).toHaveCount(2);

    const all = await exportCsv(page);
    expect(all.filename).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(all.header[0]).toBe("Order ID");
    expect(all.header).toEqual(expect.arrayContaining(["Order ID", "Status", "Customer", "Total (INR)"]));
    const column = (name: string) => all.header.indexOf(name);
    expect(all.rows.map((r) => r[0]).sort()).toEqual([buyer.orderId, second].sort());
    for (const r of all.rows) {
      expect(r).toHaveLength(all.header.length);
      expect(r[column("Customer")]).toBe(name);
      expect(r[column("Total (INR)")]).toBe((buyer.totalPaise / 100).toFixed(2));
    }
    expect(all.rows.find((r) => r[0] === second)?.[column("Status")]).toBe("Cancelled");

    // With a status filter as well: only that order.
    await statusFilter(page).selectOption("Cancelled");
    await expect(tableRows(page, "Orders")).toHaveCount(1);
    const cancelled = await exportCsv(page);
    expect(cancelled.rows.map((r) => r[0])).toEqual([second]);
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("orders, with the details overlay open", async ({ page, signInAsAdmin, customerWithOrder, expectNoAxeViolations }) => {
    const buyer = await customerWithOrder();
    await signInAsAdmin();
    await openAdmin(page, `?tab=orders&q=${buyer.orderId}`);
    await page.getByRole("button", { name: `View details of order ${buyer.orderId}` }).click();
    await expect(page.getByRole("dialog", { name: `Order ${buyer.orderId}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("orders on a 390 px phone", async ({ page, signInAsAdmin, customerWithOrder, expectNoAxeViolations }) => {
    const buyer = await customerWithOrder();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin();
    await openAdmin(page, "?tab=orders");
    await expect(orderRow(page, buyer.orderId)).toBeAttached();
    await expectNoAxeViolations(page);
  });
});
