import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { order, orderStatusEvent, paymentWebhookEvent, product, taxDocument } from "~/db/schema";
import {
  GATEWAY_QR_UNAVAILABLE,
  NOT_PAID_IN_TIME,
  PAID_AFTER_CANCELLATION,
  TOO_MANY_ORDERS,
  tooManyUnpaidOrders,
} from "~/domain/payments/payment-messages";
import { expireUnpaidOrder } from "~/services/orders/expire-unpaid-order.server";
import { startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";
import { SHIPPING } from "../support/factories";
import { register, type Client } from "../support/http";
import { ENGINES } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

/** Razorpay mode over HTTP against the fake gateway: QR at placement, signed webhooks, every case. */
describe.each(ENGINES)("Razorpay payments over HTTP (%s)", (engine) => {
  let server: TestServer;
  let gateway: FakeRazorpay;
  let productId: string;
  let customer: Client;
  let customers = 0;

  beforeAll(async () => {
    gateway = await startFakeRazorpay();
    server = await startTestServer(
      {
        PAYMENT_PROVIDER: "razorpay",
        RAZORPAY_KEY_ID: gateway.keyId,
        RAZORPAY_KEY_SECRET: gateway.keySecret,
        RAZORPAY_WEBHOOK_SECRET: gateway.webhookSecret,
        RAZORPAY_API_URL: gateway.url,
      },
      { engine },
    );
    gateway.setWebhookUrl(`${server.url}/webhooks/razorpay`);
    const [first] = await server.services.db.select({ id: product.id }).from(product).where(eq(product.inStock, true)).limit(1);
    productId = first!.id;
  });
  afterAll(async () => {
    await server?.close();
    await gateway?.close();
  });
  beforeEach(async () => {
    await server.services.rateLimits.reset();
    customers += 1;
    customer = await register(server.url, `rzp-${engine}-${customers}-${randomUUID().slice(0, 6)}@example.in`);
  });

  async function placeOrder() {
    const response = await customer.postJson("/payment.data", { checkoutKey: randomUUID(), items: [{ productId, quantity: 1 }], shipping: SHIPPING });
    const orderId = /\/payment\?order=(HAL\d+)/.exec(await response.text())?.[1];
    if (!orderId) throw new Error("no order placed");
    return (await server.services.db.select().from(order).where(eq(order.orderId, orderId)))[0]!;
  }
  const reload = async (id: string) => (await server.services.db.select().from(order).where(eq(order.id, id)))[0]!;
  const confirmations = (id: string) =>
    server.services.db.select().from(orderStatusEvent).where(and(eq(orderStatusEvent.orderId, id), eq(orderStatusEvent.status, "Payment Confirmed")));

  it("makes a single-use, fixed-amount QR for the order and confirms it when the signed webhook arrives", async () => {
    const placed = await placeOrder();
    const qr = gateway.qrs.get(placed.razorpayQrId!)!;
    expect(qr).toMatchObject({ type: "upi_qr", usage: "single_use", fixed_amount: true, payment_amount: placed.totalPaise, notes: { orderId: placed.id } });
    expect(qr.close_by).toBe(Math.floor(placed.paymentDueAt!.getTime() / 1000));
    const page = await (await customer.request(`/payment?order=${placed.orderId}`)).text();
    expect(page).toContain(qr.image_url as string);
    expect(page).toMatch(/Pay within (29|30) minutes to keep your order/);
    expect(await (await customer.request("/orders")).text()).toMatch(/Pay within (29|30) minutes to keep your order/);

    const paid = await gateway.pay(qr.id);
    expect(paid.deliveries.map((d) => d.status)).toEqual([200, 200]);
    expect(await reload(placed.id)).toMatchObject({ status: "Payment Confirmed", razorpayPaymentId: paid.paymentId, paidPaise: placed.totalPaise, paymentFlag: null });
    const events = await confirmations(placed.id);
    expect(events.map((e) => [e.actorName, e.note])).toEqual([["Razorpay", `Payment ${paid.paymentId}, UTR ${paid.rrn}`]]);
    // The gateway's confirmation issues the GST invoice, as the owner's does.
    const documents = await server.services.db.select().from(taxDocument).where(eq(taxDocument.orderRecordId, placed.id));
    expect(documents.map((d) => d.kind)).toEqual(["invoice"]);
    expect(await (await customer.request(`/payment?order=${placed.orderId}`)).text()).toContain("Payment received. Thank you!");
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const placed = await placeOrder();
    const body = { event: "qr_code.credited", payload: { payment: { entity: { id: "pay_forged", amount: placed.totalPaise, notes: { orderId: placed.id } } } } };
    expect((await gateway.deliver(body, { signature: "0".repeat(64), eventId: "evt_bad" })).status).toBe(400);
    expect((await gateway.deliver(body, { signature: null, eventId: "evt_missing" })).status).toBe(400);
    expect((await gateway.deliver(body, { signature: "not-hex", eventId: "evt_garbage" })).status).toBe(400);
    expect((await reload(placed.id)).status).toBe("Order Placed");
    expect(await server.services.db.$count(paymentWebhookEvent, eq(paymentWebhookEvent.eventId, "evt_bad"))).toBe(0);
  });

  it("applies the same event id once", async () => {
    const placed = await placeOrder();
    const body = {
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_twice", amount: placed.totalPaise, notes: { orderId: placed.id }, acquirer_data: { rrn: "123456789012" } } } },
    };
    const eventId = `evt_${randomUUID()}`;
    expect((await gateway.deliver(body, { eventId })).status).toBe(200);
    expect((await gateway.deliver(body, { eventId })).status).toBe(200);
    expect(await confirmations(placed.id)).toHaveLength(1);
  });

  it("flags a payment of another amount instead of confirming it", async () => {
    const placed = await placeOrder();
    await gateway.pay(placed.razorpayQrId!, { amountPaise: placed.totalPaise - 100_00, events: ["qr_code.credited"] });
    const flagged = await reload(placed.id);
    expect(flagged.status).toBe("Order Placed");
    const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN")}`;
    expect(flagged.paymentFlag).toBe(`Paid ${rupees(placed.totalPaise - 100_00)}, expected ${rupees(placed.totalPaise)}`);
    expect(await confirmations(placed.id)).toHaveLength(0);
  });

  it("flags a payment that arrives after the order was cancelled as not paid in time: refund due", async () => {
    const placed = await placeOrder();
    expect(await expireUnpaidOrder(server.services.db, { orderRecordId: placed.id, now: new Date(Date.now() + 3_600_000) })).toBe("cancelled");
    await gateway.pay(placed.razorpayQrId!);
    expect(await reload(placed.id)).toMatchObject({ status: "Cancelled", paymentFlag: PAID_AFTER_CANCELLATION });
    // The history says why; the payment's id and UTR stay out of the public tracking page.
    const tracking = await (await customer.request(`/track-order?orderId=${placed.orderId}`)).text();
    expect(tracking).toContain(NOT_PAID_IN_TIME);
    expect(tracking).not.toContain("pay_");
    expect(await confirmations(placed.id)).toHaveLength(0);
  });

  it("confirms once when payment.captured comes before qr_code.credited", async () => {
    const placed = await placeOrder();
    const paid = await gateway.pay(placed.razorpayQrId!, { events: ["payment.captured", "qr_code.credited"] });
    expect(paid.deliveries.map((d) => d.status)).toEqual([200, 200]);
    expect(await reload(placed.id)).toMatchObject({ status: "Payment Confirmed", razorpayPaymentId: paid.paymentId, paymentFlag: null });
    expect(await confirmations(placed.id)).toHaveLength(1);
  });

  it("still places the order when the gateway is down, shows the plain UPI QR with a note, and makes the QR on the next view", async () => {
    gateway.failNext(2);
    const placed = await placeOrder();
    expect(placed.razorpayQrId).toBeNull();
    const first = await (await customer.request(`/payment?order=${placed.orderId}`)).text();
    expect(first).toContain(GATEWAY_QR_UNAVAILABLE);
    const second = await (await customer.request(`/payment?order=${placed.orderId}`)).text();
    const qrId = (await reload(placed.id)).razorpayQrId!;
    expect(second).toContain(gateway.qrs.get(qrId)!.image_url as string);
    expect((await (await customer.request(`/payment?order=${placed.orderId}`)).text())).toContain(qrId);
    expect([...gateway.qrs.values()].filter((qr) => qr.notes.orderId === placed.id)).toHaveLength(1);
  });

  it("refuses a fourth unpaid order, and more than ten placements in ten minutes, with clear messages", async () => {
    const attempt = () => customer.postJson("/payment.data", { checkoutKey: randomUUID(), items: [{ productId, quantity: 1 }], shipping: SHIPPING });
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      const response = await attempt();
      statuses.push(response.status);
      if (i === 3) expect(await response.text()).toContain(tooManyUnpaidOrders(3));
    }
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(TOO_MANY_ORDERS);
  });
});
