import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { job, mailMessage, order, taxDocument } from "~/db/schema";
import { paidWrongAmount, PAID_AFTER_CANCELLATION } from "~/domain/payments/payment-messages";
import { createMailRenderer } from "~/emails/render-mail";
import { handleJob } from "~/services/jobs/job-kind";
import { createJobRunner } from "~/services/jobs/job-runner.server";
import { createLogger } from "~/services/logger.server";
import { placeOrder } from "~/services/orders/place-order.server";
import { updateOrderStatus } from "~/services/orders/update-order-status.server";
import { applyRazorpayEvent } from "~/services/payments/apply-razorpay-event.server";
import { ensurePaymentQr } from "~/services/payments/ensure-payment-qr.server";
import { createRazorpayClient } from "~/services/payments/razorpay-client.server";
import { startFakeRazorpay, type FakeRazorpay } from "../../../tests/support/fake-razorpay";
import { insertProducts, insertUser, SHIPPING, TEST_INVOICING } from "../../../tests/support/factories";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { SEND_MAIL } from "./mail-job";
import { createMailTransport } from "./mail-transport.server";
import { PAYMENT_QR_WAIT_MS, type OrderMailSettings } from "./queue-order-mails.server";
import { sendQueuedMail } from "./send-queued-mail.server";

const log = createLogger("silent");
const BASE_URL = "https://shop.example.in";
const OWNER = "owner@example.in";
const settings: OrderMailSettings = { secret: "s".repeat(32), ownerAddress: OWNER, upiVpa: "halpower@okaxis", upiPayeeName: "HAL Power" };
const render = createMailRenderer({ name: "HAL Power Solutions", supportPhone: "+91 98765 43210", supportEmail: "support@halpower.in", baseUrl: BASE_URL });
const IST = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" });

/** The order mails that depend on payments: the deadline, the Razorpay QR, the invoice PDF, flagged payments. */
describe.each(ENGINES)("order mails about payment on %s", (engine) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let gateway: FakeRazorpay;
  const db = () => database.db;
  const deliverAll = async () => {
    const transport = createMailTransport({ SMTP_URL: smtp.url, MAIL_FROM: "HAL <shop@example.in>", mailDir: "/nonexistent" }, log);
    const handler = handleJob(SEND_MAIL, (payload, ctx) => sendQueuedMail({ db: db(), transport, render, messageIdDomain: "shop.example.in" }, payload, ctx));
    const runner = createJobRunner({ db: db(), log, handlers: [handler], workerId: "mail", now: () => new Date(Date.now() + 600_000), random: () => 0 });
    await runner.runDue();
    transport.close();
  };
  const placeOne = async (windowMinutes = 30, mail = settings) => {
    const customer = await insertUser(db());
    const [inverter] = await insertProducts(db(), [{ name: "Mail Inverter", pricePaise: 8_499_00 }]);
    const input = { checkoutKey: randomUUID(), items: [{ productId: inverter!.id!, quantity: 1 }], shipping: SHIPPING };
    const placed = await placeOrder(db(), customer.id, input, { mail, rules: { windowMinutes, maxUnpaidOrders: 3 } });
    if (!placed.ok) throw new Error(placed.message);
    return placed.order;
  };
  const mailsOf = (orderId: string) => smtp.messages.filter((mail) => mail.subject?.includes(orderId));
  const payment = (orderRecordId: string, amountPaise: number, paymentId = `pay_${randomUUID().slice(0, 8)}`) => ({
    event: "payment.captured",
    payload: { payment: { entity: { id: paymentId, amount: amountPaise, notes: { orderId: orderRecordId }, acquirer_data: { rrn: "412345678901" } } } },
  });

  beforeAll(async () => {
    database = await createTestDatabase(engine, { poolSize: 10 });
    smtp = await startTestSmtpServer();
    gateway = await startFakeRazorpay();
  });
  afterAll(async () => {
    await smtp?.stop();
    await gateway?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    await db().delete(job);
    await db().delete(mailMessage);
  });

  it("tells the customer by when to pay, in minutes and as a time in India", async () => {
    const placed = await placeOne(30);
    await deliverAll();
    const [confirmation] = mailsOf(placed.orderId).filter((mail) => mail.envelopeTo.includes(SHIPPING.email));
    const due = await db().select({ dueAt: order.paymentDueAt }).from(order).where(eq(order.id, placed.id));
    expect(confirmation?.text).toContain(`Pay within 30 minutes to keep your order (by ${IST.format(due[0]!.dueAt!)} IST,`);
    // Manual mode: the shop's own UPI link.
    expect(confirmation?.html).toContain("upi://pay?pa=halpower%40okaxis");
  });

  it("gives the order's Razorpay QR in place of the manual UPI link once the gateway made one", async () => {
    const placed = await placeOne(30, { ...settings, awaitPaymentQr: true });
    // The confirmation waits a little for the QR, which is made just after the order is committed.
    const jobs = await db().select().from(job).where(eq(job.kind, SEND_MAIL.name));
    const runAts = jobs.map((row) => row.runAt.getTime() - placed.createdAt.getTime()).sort((a, b) => a - b);
    expect(runAts[1]).toBe(PAYMENT_QR_WAIT_MS);
    expect(runAts[0]).toBeLessThan(PAYMENT_QR_WAIT_MS);
    const razorpay = createRazorpayClient({ apiUrl: gateway.url, keyId: gateway.keyId, keySecret: gateway.keySecret });
    const qr = await ensurePaymentQr({ db: db(), razorpay, log }, { ...placed, razorpayQrImageUrl: null }, new Date());
    expect(qr?.imageUrl).toMatch(/^http/);
    await deliverAll();
    const [confirmation] = mailsOf(placed.orderId).filter((mail) => mail.envelopeTo.includes(SHIPPING.email));
    expect(confirmation?.html).toContain(`href="${qr!.imageUrl}"`);
    expect(confirmation?.text).toContain("Open the payment QR code");
    expect(confirmation?.html).not.toContain("upi://pay");
  });

  it("attaches the GST invoice PDF, named by its number, to the payment confirmation", async () => {
    const placed = await placeOne();
    await updateOrderStatus(db(), { orderRecordId: placed.id, status: "Payment Confirmed", actorId: null, invoicing: TEST_INVOICING, mail: settings });
    await deliverAll();
    const [invoice] = await db().select().from(taxDocument).where(eq(taxDocument.orderRecordId, placed.id));
    expect(invoice?.kind).toBe("invoice");
    const confirmed = mailsOf(placed.orderId).find((mail) => mail.subject === `Payment confirmed for order ${placed.orderId}`);
    expect(confirmed?.envelopeTo).toEqual([SHIPPING.email]);
    expect(confirmed?.attachments.map((file) => [file.filename, file.contentType])).toEqual([[`${invoice!.number.replace(/\//g, "-")}.pdf`, "application/pdf"]]);
    const pdf = await getDocumentProxy(new Uint8Array(confirmed!.attachments[0]!.content));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(invoice!.number);
    expect(text).toContain(placed.orderId);
    // Other messages carry no attachment.
    expect(mailsOf(placed.orderId).filter((mail) => mail.attachments.length > 0)).toHaveLength(1);
  });

  it("tells the owner of a flagged Razorpay payment once, with the reason and a link to the order in the back office", async () => {
    const placed = await placeOne();
    const body = payment(placed.id, 1_000_00);
    for (const eventId of ["evt_flag_1", "evt_flag_2"]) {
      expect(await applyRazorpayEvent(db(), { eventId: `${eventId}-${placed.id}`, body, now: new Date(), invoicing: TEST_INVOICING, mail: settings })).toMatch(
        /flagged|already-paid/,
      );
    }
    await deliverAll();
    const flag = paidWrongAmount(1_000_00, placed.totalPaise);
    const notices = mailsOf(placed.orderId).filter((mail) => mail.subject?.startsWith("Payment flagged"));
    expect(notices.map((mail) => [mail.subject, mail.envelopeTo])).toEqual([[`Payment flagged on order ${placed.orderId}: ${flag}`, [OWNER]]]);
    expect(notices[0]?.text).toContain(flag);
    expect(notices[0]?.text).toContain(`${BASE_URL}/admin?tab=orders&q=${placed.orderId}`);
  });

  it("flags a payment after cancellation to the owner, and queues nothing when there is no owner address", async () => {
    const cancelled = await placeOne();
    await updateOrderStatus(db(), { orderRecordId: cancelled.id, status: "Cancelled", actorId: null, invoicing: TEST_INVOICING });
    await applyRazorpayEvent(db(), { eventId: `evt-c-${cancelled.id}`, body: payment(cancelled.id, cancelled.totalPaise), now: new Date(), invoicing: TEST_INVOICING, mail: settings });
    const quiet = await placeOne();
    const noOwner = { ...settings, ownerAddress: null };
    await applyRazorpayEvent(db(), { eventId: `evt-q-${quiet.id}`, body: payment(quiet.id, 5_00), now: new Date(), invoicing: TEST_INVOICING, mail: noOwner });
    expect(await db().$count(mailMessage, eq(mailMessage.kind, "owner-payment-flagged"))).toBe(1);
    await deliverAll();
    expect(mailsOf(cancelled.orderId).find((mail) => mail.subject?.startsWith("Payment flagged"))?.subject).toBe(
      `Payment flagged on order ${cancelled.orderId}: ${PAID_AFTER_CANCELLATION}`,
    );
  });
});
