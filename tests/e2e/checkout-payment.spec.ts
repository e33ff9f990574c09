/**
 * Payment and confirmation (/payment): no saved checkout goes back to the cart; from the cart
 * through shipping to the order: UPI only, Cash on Delivery not available, the order toast,
 * the UPI QR and link (copied to the clipboard), the cart emptied, the UPI transaction
 * reference, a confirmation that survives a reload; a double click places one order.
 */
import { test, expect } from "./fixtures";
import { expectToast } from "./support/accounts";
import { rupees, waitForHydration } from "./support/catalogue";
import {
  cartBadge,
  confirmedOrderId,
  DELIVERY_ELSEWHERE,
  fillShipping,
  lineFor,
  ORDER_ID,
  orderCard,
  ORDERABLE,
  placeOrder,
  placeOrderButton,
  reloadAndHydrate,
  seedCart,
  seedCheckout,
  shippingDetails,
  storedCart,
  storedCheckout,
  summaryValue,
} from "./support/checkout";
import { at, MAIN_URL, ONCE_SCRIPTS_RAN } from "./support/constants";
import { paiseAsDecimal, parseUpiLink, qrLink, UPI_PAYEE, UPI_VPA, upiQr } from "./support/upi";

const A = ORDERABLE.inverter;
const B = ORDERABLE.ups;
const C = ORDERABLE.battery;

test.describe("payment and confirmation", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("without checkout data /payment goes back to the cart", async ({ page, customer }) => {
    void customer;
    await page.goto("/payment");
    await expect(page).toHaveURL(at("/cart"), ONCE_SCRIPTS_RAN);
  });

  test("from cart to confirmation: UPI only, the order toast, the UPI QR and link, copy, cart emptied, UTR", async ({
    page,
    context,
    customer,
    expectNoAxeViolations,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: MAIN_URL });
    const lines = [await lineFor(page, A, 1), await lineFor(page, B, 1)];
    const subtotal = A.pricePaise + B.pricePaise;
    const total = subtotal + DELIVERY_ELSEWHERE;
    await seedCart(page, lines);
    await page.getByRole("button", { name: "Continue to Checkout" }).click();
    await expect(page).toHaveURL(at("/user-info"));
    await waitForHydration(page);
    const details = shippingDetails({ fullName: "Ravi Kumar", email: customer.email, state: "Karnataka", city: "Bengaluru", pincode: "560001" });
    await fillShipping(page, details);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page).toHaveURL(at("/payment"));

    // The payment page: UPI chosen, Cash on Delivery not available, shipping after payment.
    const upi = page.getByRole("radio", { name: /UPI/ });
    await expect(upi).toBeChecked();
    const cod = page.getByRole("radio", { name: /Cash on Delivery/ });
    await expect(cod).toBeDisabled();
    await expect(page.locator("label").filter({ hasText: "Cash on Delivery" }).getByText("Not available", { exact: true })).toBeVisible();
    await expect(page.getByText(/Shipping begins once we confirm your payment\./).first()).toBeVisible();
    await expect(summaryValue(page, "Items")).toHaveText("2");
    await expect(summaryValue(page, "Delivery")).toHaveText("₹1,499");
    await expect(summaryValue(page, "Total")).toHaveText(rupees(total));
    const shipTo = page.getByRole("region", { name: "Shipping to" });
    await expect(shipTo).toContainText(details.fullName);
    await expect(shipTo).toContainText(details.address);
    await expect(placeOrderButton(page)).toHaveText(`Place Order · ${rupees(total)}`);
    await expectNoAxeViolations(page, { soft: true });

    const orderId = await placeOrder(page);
    await expectToast(page, "Order Placed Successfully!", `Your order ID is ${orderId}`);
    await expect(page).toHaveURL((url) => url.pathname === "/payment" && url.searchParams.get("order") === orderId);
    await expect(page.getByText(`Total: ${rupees(total)}`)).toBeVisible();

    // The UPI QR carries a link for exactly this order and amount.
    const qr = upiQr(page, total);
    await expect(qr).toBeVisible();
    await expect(qr.locator("svg")).toHaveCount(1);
    const link = await qrLink(qr);
    const params = parseUpiLink(link);
    expect(params).toMatchObject({ pa: UPI_VPA, am: paiseAsDecimal(total), cu: "INR", tr: orderId });
    expect(params["tn"]).toBe(`Payment for order ${orderId}`);
    expect(params["pn"]).toBe(UPI_PAYEE);
    expect(link).toContain("%20");
    await expect(page.getByRole("link", { name: "Open in UPI app" })).toHaveAttribute("href", link);

    await page.getByRole("button", { name: "Copy UPI Link" }).click();
    await expectToast(page, "UPI Link Copied", "The UPI payment link has been copied to your clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The cart and the saved checkout are gone.
    await expect(cartBadge(page)).toHaveCount(0);
    expect(await storedCart(page)).toEqual([]);
    expect(await storedCheckout(page)).toBeNull();

    // The UPI transaction reference: 12 digits, nothing shorter.
    const reference = page.getByLabel("UPI transaction reference (12 digits)");
    await reference.fill("123");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error", "Please enter the 12-digit UPI transaction reference.", "destructive");
    await reference.fill("412345678901");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Payment reference saved", "We will confirm your payment shortly.");

    await expectNoAxeViolations(page, { soft: true });

    // The confirmation can be reloaded: it is read from the server, not from the browser.
    await reloadAndHydrate(page);
    await expect(confirmedOrderId(page)).toHaveText(orderId);
    await expect(reference).toHaveValue("412345678901");
  });

  test("a double click on Place Order places one order", async ({ page, customer }) => {
    void customer;
    await seedCheckout(page, [await lineFor(page, C, 1)], shippingDetails());
    await placeOrderButton(page).dblclick();
    await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
    const orderId = (await confirmedOrderId(page).textContent()) ?? "";
    expect(orderId).toMatch(ORDER_ID);

    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(orderCard(page, orderId)).toBeVisible();
  });
});
