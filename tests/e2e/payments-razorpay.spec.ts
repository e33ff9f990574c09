/**
 * Razorpay mode (a shop of its own, paid through the fake gateway on E2E_PORT_BASE + 5): the
 * confirmation shows the order's own QR and the deadline; the gateway "pays" by signed
 * webhook and the open page turns to paid without a reload; the owner cancels the order and
 * refunds it through Razorpay from the back office.
 */
import { test, expect } from "./fixtures";
import { expectToast } from "./support/accounts";
import { rupees } from "./support/catalogue";
import { DELIVERY_TAMIL_NADU, lineFor, ORDERABLE, orderThroughPayment, shippingDetails } from "./support/checkout";
import { orderRow, setOrderStatus } from "./support/admin-panel";
import { FAKE_RAZORPAY_URL } from "./support/constants";

type FakeQr = { id: string; status: string; payment_amount: number; notes: { displayOrderId?: string } };

test("an order paid through Razorpay confirms itself on the open page, and the owner refunds it", async ({ page, customer, adminPage, request }) => {
  const product = ORDERABLE.battery;
  const total = product.pricePaise + DELIVERY_TAMIL_NADU;
  const orderId = await orderThroughPayment(page, [await lineFor(page, product, 1)], shippingDetails({ email: customer.email }));

  // The order's own QR from the gateway, 200 px, with the deadline; no reference to type.
  const qrImage = page.getByRole("img", { name: `UPI payment QR code for ${rupees(total)}` });
  await expect(qrImage).toBeVisible();
  await expect(qrImage).toHaveAttribute("src", new RegExp(`^${FAKE_RAZORPAY_URL}/i/qr_\\w+\\.svg$`));
  await expect(qrImage).toHaveAttribute("width", "200");
  await expect(page.getByText(/^Pay within (29|30) minutes to keep your order$/)).toBeVisible();
  await expect(page.getByLabel("UPI transaction reference (12 digits)")).toHaveCount(0);

  const qrs = (await (await request.get(`${FAKE_RAZORPAY_URL}/_fake/qrs`)).json()) as FakeQr[];
  const qr = qrs.find((candidate) => candidate.notes.displayOrderId === orderId);
  expect(qr).toMatchObject({ status: "active", payment_amount: total });

  // The gateway takes the payment and tells the shop by webhook; the page updates by itself.
  const paid = await request.post(`${FAKE_RAZORPAY_URL}/_fake/pay/${qr!.id}`);
  expect(paid.ok()).toBe(true);
  expect((await paid.json()) as { deliveries: { status: number }[] }).toMatchObject({ deliveries: [{ status: 200 }, { status: 200 }] });
  await expect(page.getByText("Payment received. Thank you!")).toBeVisible({ timeout: 15_000 });
  await expect(qrImage).toHaveCount(0);

  // The owner sees it paid, cancels the order, and refunds it through Razorpay.
  await setOrderStatus(adminPage, orderId, "Cancelled");
  const row = orderRow(adminPage, orderId);
  await expect(row.getByText("Paid via Razorpay")).toBeVisible();
  await row.getByRole("button", { name: `Refund ${rupees(total)} via Razorpay` }).click();
  const dialog = adminPage.getByRole("alertdialog");
  await expect(dialog.getByText(`Razorpay returns ${rupees(total)} to the customer who paid for order ${orderId}.`, { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expectToast(adminPage, "Refund Started");
  await expect(row.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(row.getByText(/^Refund rfnd_\w+: processed/)).toBeVisible();
  await expect(row.getByRole("button", { name: /via Razorpay/ })).toHaveCount(0);
});
