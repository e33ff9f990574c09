/**
 * My Orders (/orders): signed out, a new customer's 'No orders yet', and an order with its
 * status, items, totals, payment QR and tracking link, kept with the account (seen from
 * another browser) and hidden from every other customer.
 */
import { test, expect } from "./fixtures";
import { rupees, waitForHydration } from "./support/catalogue";
import {
  DELIVERY_TAMIL_NADU,
  lineFor,
  orderCard,
  ORDERABLE,
  orderThroughPayment,
  pageText,
  shippingDetails,
} from "./support/checkout";
import { at } from "./support/constants";
import { paiseAsDecimal, parseUpiLink, qrLink, upiQr } from "./support/upi";

const A = ORDERABLE.inverter;
const C = ORDERABLE.battery;

test.describe("My Orders", () => {
  test("signed out: 'Please sign in to view your orders.'", async ({ page }) => {
    await page.goto("/orders");
    await expect(page.getByText("Please sign in to view your orders.", { exact: true })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
    await expect(page.getByRole("status").filter({ hasText: "Please sign in to view your orders." })).toBeVisible();
  });

  test("a new customer has 'No orders yet'", async ({ page, customer, expectNoAxeViolations }) => {
    void customer;
    await page.goto("/orders");
    await expect(page.getByText("No orders yet", { exact: true })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("lists the order with status, items, totals and the payment QR; another customer does not see it", async ({
    page,
    customer,
    register,
    login,
    newContext,
    expectNoAxeViolations,
  }) => {
    const lines = [await lineFor(page, A, 2), await lineFor(page, C, 1)];
    const shipping = shippingDetails({ state: "Tamil Nadu" });
    const orderId = await orderThroughPayment(page, lines, shipping);
    const subtotal = 2 * A.pricePaise + C.pricePaise;
    const total = subtotal + DELIVERY_TAMIL_NADU;

    await page.goto("/orders");
    const order = orderCard(page, orderId);
    await expect(order).toBeVisible();
    await expect(order.getByText("Order Placed", { exact: true })).toBeVisible();
    await expect(order.getByRole("link", { name: A.name })).toBeVisible();
    await expect(order.getByText(`${A.brand} · Qty 2 × ${rupees(A.pricePaise)}`)).toBeVisible();
    await expect(order.getByRole("link", { name: C.name })).toBeVisible();
    await expect(order.getByText(`${C.brand} · Qty 1 × ${rupees(C.pricePaise)}`)).toBeVisible();
    const totals = order.locator("dl");
    await expect(totals).toContainText(`Subtotal${rupees(subtotal)}`);
    await expect(totals).toContainText(`Delivery${rupees(DELIVERY_TAMIL_NADU)}`);
    await expect(totals).toContainText(`Total${rupees(total)}`);
    await expect(totals).toContainText("Payment MethodUPI");
    const qr = upiQr(order, total);
    await expect(qr).toBeVisible();
    expect(parseUpiLink(await qrLink(qr))).toMatchObject({ tr: orderId, am: paiseAsDecimal(total) });
    // Signed, so the tracking page shows the items to whoever the customer gives the link.
    await expect(order.getByRole("link", { name: "Track this order" })).toHaveAttribute(
      "href",
      new RegExp(`^/track-order\\?orderId=${orderId}&sig=[\\w-]{22}$`),
    );

    await waitForHydration(page);
    await expectNoAxeViolations(page, { soft: true });

    // The order belongs to the account, not to this browser: signed in elsewhere, it is there.
    const elsewhere = await newContext();
    await login(customer, elsewhere);
    const elsewherePage = await elsewhere.newPage();
    await elsewherePage.goto("/orders");
    await expect(orderCard(elsewherePage, orderId)).toBeVisible();
    await expect(elsewherePage.getByRole("article")).toHaveCount(1);

    // Another customer, in another browser, sees none of it.
    const other = await newContext();
    await register({ context: other });
    const otherPage = await other.newPage();
    await otherPage.goto("/orders");
    await expect(otherPage.getByText("No orders yet", { exact: true })).toBeVisible();
    expect(await pageText(otherPage)).not.toContain(orderId);
    // Nor can they open its confirmation.
    await otherPage.goto(`/payment?order=${orderId}`);
    await expect(otherPage).toHaveURL(at("/orders"));
    expect(await pageText(otherPage)).not.toContain(orderId);
  });
});
