import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order, orderStatusEvent, product, user } from "~/db/schema";
import { startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";
import { SHIPPING } from "../support/factories";
import { ADMIN, ADMIN_ENV, register, signInAdmin, type Client } from "../support/http";
import { startTestServer, type TestServer } from "../support/test-server";

/** The owner's side of payments: the Payment column and filter, one-click confirmation, refunds through Razorpay. */
describe("payments in the back office (Razorpay mode)", () => {
  let server: TestServer;
  let gateway: FakeRazorpay;
  let admin: Client;
  let productId: string;

  beforeAll(async () => {
    gateway = await startFakeRazorpay();
    server = await startTestServer({
      ...ADMIN_ENV,
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: gateway.keyId,
      RAZORPAY_KEY_SECRET: gateway.keySecret,
      RAZORPAY_WEBHOOK_SECRET: gateway.webhookSecret,
      RAZORPAY_API_URL: gateway.url,
    });
    gateway.setWebhookUrl(`${server.url}/webhooks/razorpay`);
    admin = await signInAdmin(server.url);
    const [first] = await server.services.db.select({ id: product.id }).from(product).where(eq(product.inStock, true)).limit(1);
    productId = first!.id;
  });
  afterAll(async () => {
    await server?.close();
    await gateway?.close();
  });

  async function placeOrder() {
    const customer = await register(server.url, `office-${randomUUID().slice(0, 8)}@example.in`);
    const response = await customer.postJson("/payment.data", { checkoutKey: randomUUID(), items: [{ productId, quantity: 1 }], shipping: SHIPPING });
    const orderId = /\/payment\?order=(HAL\d+)/.exec(await response.text())?.[1];
    if (!orderId) throw new Error("no order placed");
    return (await server.services.db.select().from(order).where(eq(order.orderId, orderId)))[0]!;
  }
  const reload = async (id: string) => (await server.services.db.select().from(order).where(eq(order.id, id)))[0]!;
  const adminPage = async (search: string) => (await admin.get(`/admin${search}`)).text();

  it("shows where each payment stands, filters on it, and makes flagged orders stand out on the Dashboard", async () => {
    const awaiting = await placeOrder();
    const paid = await placeOrder();
    const flagged = await placeOrder();
    await gateway.pay(paid.razorpayQrId!);
    await gateway.pay(flagged.razorpayQrId!, { amountPaise: flagged.totalPaise + 500_00 });

    const flaggedPage = await adminPage("?tab=orders&payment=flagged");
    expect(flaggedPage).toContain(flagged.orderId);
    expect(flaggedPage).not.toContain(paid.orderId);
    expect(flaggedPage).not.toContain(awaiting.orderId);
    expect(flaggedPage).toContain("Paid ₹");

    const paidPage = await adminPage("?tab=orders&payment=paid-razorpay");
    expect(paidPage).toContain(paid.orderId);
    expect(paidPage).toContain("Paid via Razorpay");
    expect(paidPage).not.toContain(flagged.orderId);

    const awaitingPage = await adminPage("?tab=orders&payment=awaiting");
    expect(awaitingPage).toContain(awaiting.orderId);
    expect(awaitingPage).not.toContain(paid.orderId);

    expect(await adminPage("")).toMatch(/\d+ orders? (has a payment|have payments) that needs? you/);
  });

  it("confirms a payment in one click and records who did it", async () => {
    const placed = await placeOrder();
    const response = await admin.post("/admin.data", { intent: "confirm-payment", orderRecordId: placed.id });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Payment Confirmed");
    expect((await reload(placed.id)).status).toBe("Payment Confirmed");
    const [owner] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, ADMIN.email));
    const events = await server.services.db
      .select()
      .from(orderStatusEvent)
      .where(and(eq(orderStatusEvent.orderId, placed.id), eq(orderStatusEvent.status, "Payment Confirmed")));
    expect(events.map((e) => e.actorId)).toEqual([owner!.id]);
  });

  it("refunds a cancelled order's Razorpay payment once, and records the refund", async () => {
    const placed = await placeOrder();
    const paid = await gateway.pay(placed.razorpayQrId!);
    expect((await admin.post("/admin.data", { intent: "refund-payment", orderRecordId: placed.id })).status).toBe(409);
    await admin.post("/admin.data", { intent: "update-status", orderRecordId: placed.id, status: "Cancelled" });
    expect(await adminPage(`?tab=orders&q=${placed.orderId}`)).toContain("via Razorpay");

    const response = await admin.post("/admin.data", { intent: "refund-payment", orderRecordId: placed.id });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Refund Started");
    const refunds = gateway.refunds.filter((r) => r.payment_id === paid.paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: placed.totalPaise, receipt: placed.orderId });
    expect(await reload(placed.id)).toMatchObject({ refundId: refunds[0]!.id, refundStatus: "processed", refundPaise: placed.totalPaise });

    expect((await admin.post("/admin.data", { intent: "refund-payment", orderRecordId: placed.id })).status).toBe(409);
    expect(gateway.refunds.filter((r) => r.payment_id === paid.paymentId)).toHaveLength(1);
    const refundedPage = await adminPage("?tab=orders&payment=refunded");
    expect(refundedPage).toContain(placed.orderId);
    expect(refundedPage).toContain(String(refunds[0]!.id));
  });

  it("refuses a refund to anyone but the owner", async () => {
    const placed = await placeOrder();
    const customer = await register(server.url, `nosy-${randomUUID().slice(0, 8)}@example.in`);
    expect((await customer.post("/admin.data", { intent: "refund-payment", orderRecordId: placed.id })).status).toBe(403);
  });
});
