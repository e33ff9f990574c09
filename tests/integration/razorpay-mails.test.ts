import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order, product, taxDocument } from "~/db/schema";
import { startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";
import { SHIPPING } from "../support/factories";
import { register } from "../support/http";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { ENGINES } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

const OWNER = "owner@halpower.test";

/** Razorpay mode end to end: what the customer and the owner receive over real SMTP. */
describe.each(ENGINES)("Razorpay payment mails over HTTP and SMTP (%s)", (engine) => {
  let server: TestServer;
  let gateway: FakeRazorpay;
  let smtp: TestSmtpServer;
  let productId: string;

  beforeAll(async () => {
    gateway = await startFakeRazorpay();
    smtp = await startTestSmtpServer();
    server = await startTestServer(
      {
        PAYMENT_PROVIDER: "razorpay",
        RAZORPAY_KEY_ID: gateway.keyId,
        RAZORPAY_KEY_SECRET: gateway.keySecret,
        RAZORPAY_WEBHOOK_SECRET: gateway.webhookSecret,
        RAZORPAY_API_URL: gateway.url,
        SMTP_URL: smtp.url,
        ORDER_NOTIFY_EMAIL: OWNER,
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
    await smtp?.stop();
  });

  async function placeOrder() {
    const customer = await register(server.url, `rzp-mail-${engine}-${randomUUID().slice(0, 8)}@example.in`);
    const response = await customer.postJson("/payment.data", { checkoutKey: randomUUID(), items: [{ productId, quantity: 1 }], shipping: SHIPPING });
    const orderId = /\/payment\?order=(HAL\d+)/.exec(await response.text())?.[1];
    if (!orderId) throw new Error("no order placed");
    return (await server.services.db.select().from(order).where(eq(order.orderId, orderId)))[0]!;
  }
  const mailWith = async (subject: string) => {
    await expect.poll(() => smtp.messages.some((mail) => mail.subject === subject), { timeout: 30_000, interval: 250 }).toBe(true);
    return smtp.messages.find((mail) => mail.subject === subject)!;
  };

  it("sends the confirmation with the payment deadline and the order's Razorpay QR, then the invoice PDF when paid", { timeout: 60_000 }, async () => {
    const placed = await placeOrder();
    const qr = gateway.qrs.get(placed.razorpayQrId!)!;
    const confirmation = await mailWith(`Order ${placed.orderId} placed: ₹${(placed.totalPaise / 100).toLocaleString("en-IN")}`);
    expect(confirmation.envelopeTo).toEqual([SHIPPING.email]);
    expect(confirmation.text).toMatch(/Pay within 30 minutes to keep your order \(by \d{1,2}:\d{2} (am|pm) IST, /);
    expect(confirmation.html).toContain(`href="${qr.image_url as string}"`);
    expect(confirmation.html).not.toContain("upi://pay");

    await gateway.pay(qr.id);
    const paid = await mailWith(`Payment confirmed for order ${placed.orderId}`);
    const [invoice] = await server.services.db.select().from(taxDocument).where(eq(taxDocument.orderRecordId, placed.id));
    expect(paid.attachments.map((file) => file.filename)).toEqual([`${invoice!.number.replace(/\//g, "-")}.pdf`]);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(paid.attachments[0]!.content)), { mergePages: true });
    expect(text).toContain(invoice!.number);
  });

  it("tells the owner when a payment is flagged, with a link to the order in the back office", { timeout: 60_000 }, async () => {
    const placed = await placeOrder();
    await gateway.pay(placed.razorpayQrId!, { amountPaise: placed.totalPaise - 100_00 });
    const expected = `Paid ₹${((placed.totalPaise - 100_00) / 100).toLocaleString("en-IN")}, expected ₹${(placed.totalPaise / 100).toLocaleString("en-IN")}`;
    const notice = await mailWith(`Payment flagged on order ${placed.orderId}: ${expected}`);
    expect(notice.envelopeTo).toEqual([OWNER]);
    expect(notice.text).toContain(`/admin?tab=orders&q=${placed.orderId}`);
  });
});
