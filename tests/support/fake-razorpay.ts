import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import QRCode from "qrcode";

/**
 * A local stand-in for Razorpay's API, speaking its documented shapes: create and close a
 * UPI QR (`/v1/payments/qr_codes`), refund a payment (`/v1/payments/:id/refund`), with Basic
 * auth and Razorpay's error body. It "pays" a QR by sending `qr_code.credited` and
 * `payment.captured` to the shop's webhook, signed as Razorpay signs them: the hex
 * HMAC-SHA256 of the raw body under the webhook secret in `X-Razorpay-Signature`, the event
 * id in `X-Razorpay-Event-Id`. `POST /_fake/pay/:qrId` does the same over HTTP (browser tests,
 * `npm run dev:fake-razorpay`).
 */
type FakeQr = Record<string, unknown> & { id: string; payment_amount: number; status: string; notes: Record<string, string> };
type Delivery = { event: string; eventId: string; status: number };

export type FakeRazorpay = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  qrs: Map<string, FakeQr>;
  refunds: Record<string, unknown>[];
  /** Where webhooks go (the shop's `$BASE_URL/webhooks/razorpay`). */
  setWebhookUrl(url: string): void;
  /** The next `count` API calls answer 500 (the gateway is down). */
  failNext(count: number): void;
  /** Pays a QR: sends the events (both by default, in this order) and returns the payment. */
  pay(qrId: string, options?: { amountPaise?: number; events?: string[] }): Promise<{ paymentId: string; rrn: string; deliveries: Delivery[] }>;
  /** Sends one event body as Razorpay would (signature optional, for tests of refusals). */
  deliver(body: Record<string, unknown>, options?: { eventId?: string; signature?: string | null }): Promise<Delivery>;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;
const unix = () => Math.floor(Date.now() / 1000);

export async function startFakeRazorpay({
  keyId = "rzp_test_fakekey",
  keySecret = "fake-key-secret",
  webhookSecret = "fake-webhook-secret",
  port = 0,
  webhookUrl = "",
}: { keyId?: string; keySecret?: string; webhookSecret?: string; port?: number; webhookUrl?: string } = {}): Promise<FakeRazorpay> {
  const qrs = new Map<string, FakeQr>();
  const refunds: Record<string, unknown>[] = [];
  const refundsByKey = new Map<string, Record<string, unknown>>();
  let failures = 0;
  let target = webhookUrl;
  let url = "";

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
  const badRequest = (res: ServerResponse, description: string, status = 400) =>
    send(res, status, { error: { code: "BAD_REQUEST_ERROR", description, source: "business", step: "payment_initiation", reason: "input_validation_failed", metadata: {} } });
  const authorized = (req: IncomingMessage) => {
    const expected = Buffer.from(`Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`);
    const given = Buffer.from(req.headers.authorization ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  async function deliver(body: Record<string, unknown>, { eventId = id("evt"), signature }: { eventId?: string; signature?: string | null } = {}) {
    const raw = JSON.stringify(body);
    const signed = signature === undefined ? createHmac("sha256", webhookSecret).update(raw).digest("hex") : signature;
    const headers: Record<string, string> = { "content-type": "application/json", "x-razorpay-event-id": eventId };
    if (signed !== null) headers["x-razorpay-signature"] = signed;
    const response = await fetch(target, { method: "POST", headers, body: raw });
    await response.arrayBuffer();
    return { event: String(body.event), eventId, status: response.status };
  }

  async function pay(qrId: string, { amountPaise, events = ["qr_code.credited", "payment.captured"] }: { amountPaise?: number; events?: string[] } = {}) {
    const qr = qrs.get(qrId);
    if (!qr) throw new Error(`No such QR: ${qrId}`);
    const rrn = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
    const payment = {
      id: id("pay"), entity: "payment", amount: amountPaise ?? qr.payment_amount, currency: "INR", status: "captured",
      order_id: null, invoice_id: null, international: false, method: "upi", amount_refunded: 0, refund_status: null,
      captured: true, description: "QRv2 Payment", vpa: "customer@okicici", email: "", contact: "",
      notes: qr.notes, fee: 0, tax: 0, error_code: null, error_description: null, acquirer_data: { rrn }, created_at: unix(),
    };
    if (qr.usage === "single_use") Object.assign(qr, { status: "closed", closed_at: unix(), close_reason: "paid" });
    Object.assign(qr, { payments_amount_received: payment.amount, payments_count_received: 1 });
    const deliveries: Delivery[] = [];
    for (const event of events) {
      const payload = event === "qr_code.credited" ? { payment: { entity: payment }, qr_code: { entity: qr } } : { payment: { entity: payment } };
      const contains = Object.keys(payload);
      deliveries.push(await deliver({ entity: "event", account_id: "acc_fake", event, contains, payload, created_at: unix() }));
    }
    return { paymentId: payment.id, rrn, deliveries };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const image = /^\/i\/(qr_\w+)\.svg$/.exec(path);
    if (req.method === "GET" && image && qrs.has(image[1]!)) {
      const qr = qrs.get(image[1]!)!;
      const svg = await QRCode.toString(`upi://pay?pa=shop@razorpay&pn=Fake&tr=${qr.id}&am=${qr.payment_amount / 100}&cu=INR`, { type: "svg", margin: 2, width: 200 });
      res.writeHead(200, { "content-type": "image/svg+xml" }).end(svg);
      return;
    }
    const payNow = /^\/_fake\/pay\/(qr_\w+)$/.exec(path);
    if (req.method === "POST" && payNow) {
      if (!qrs.has(payNow[1]!)) return badRequest(res, "No such QR", 404);
      const paid = await pay(payNow[1]!);
      // The page's Pay button comes back to the list; scripts get the payment.
      if (req.headers.accept?.includes("text/html")) return void res.writeHead(303, { location: "/" }).end();
      return send(res, 200, paid);
    }
    if (req.method === "GET" && path === "/_fake/qrs") return send(res, 200, [...qrs.values()]);
    if (req.method === "GET" && path === "/") {
      const rows = [...qrs.values()].reverse().map((qr) => {
        const pay = qr.status === "active" ? `<form method="post" action="/_fake/pay/${qr.id}"><button>Pay ₹${qr.payment_amount / 100}</button></form>` : qr.status;
        return `<tr><td>${String(qr.name)}</td><td><img src="/i/${qr.id}.svg" width="100" alt=""></td><td>${pay}</td></tr>`;
      });
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><title>Fake Razorpay</title><h1>Fake Razorpay</h1><table>${rows.join("")}</table>`);
      return;
    }
    if (!path.startsWith("/v1/")) return badRequest(res, "The requested URL was not found on the server.", 404);
    if (!authorized(req)) return send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    if (failures > 0) {
      failures -= 1;
      return send(res, 500, { error: { code: "SERVER_ERROR", description: "We are facing some trouble completing your request at the moment. Please try again shortly." } });
    }
    const body = req.method === "POST" ? await readBody(req) : {};
    if (req.method === "POST" && path === "/v1/payments/qr_codes") {
      const amount = body.payment_amount;
      if (body.type !== "upi_qr" || body.usage !== "single_use" || body.fixed_amount !== true || typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
        return badRequest(res, "The payment amount, type, usage or fixed_amount is invalid.");
      }
      if (typeof body.close_by !== "number" || body.close_by < unix() + 120) return badRequest(res, "close_by should be at least 2 minutes after current time");
      const qrId = id("qr");
      const qr: FakeQr = {
        id: qrId, entity: "qr_code", created_at: unix(), name: body.name ?? null, usage: "single_use", type: "upi_qr",
        image_url: `${url}/i/${qrId}.svg`, payment_amount: amount, status: "active", description: body.description ?? null,
        fixed_amount: true, payments_amount_received: 0, payments_count_received: 0,
        notes: (body.notes ?? {}) as Record<string, string>, customer_id: null, close_by: body.close_by, closed_at: null, close_reason: null,
      };
      qrs.set(qrId, qr);
      return send(res, 200, qr);
    }
    const closeQr = /^\/v1\/payments\/qr_codes\/(qr_\w+)\/close$/.exec(path);
    if (req.method === "POST" && closeQr) {
      const qr = qrs.get(closeQr[1]!);
      if (!qr) return badRequest(res, "The id provided does not exist");
      if (qr.status === "closed") return badRequest(res, "QR code is already closed");
      Object.assign(qr, { status: "closed", closed_at: unix(), close_reason: "on_demand" });
      return send(res, 200, qr);
    }
    const refund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(path);
    if (req.method === "POST" && refund) {
      const key = req.headers["x-refund-idempotency"];
      if (typeof key === "string" && !/^[\w-]{10,}$/.test(key)) return badRequest(res, "The idempotency key is invalid.");
      if (typeof body.receipt === "string" && body.receipt.length > 40) return badRequest(res, "The receipt may not be greater than 40 characters.");
      const again = typeof key === "string" ? refundsByKey.get(key) : undefined;
      if (again) return send(res, 200, again);
      const entity = {
        id: id("rfnd"), entity: "refund", amount: body.amount, currency: "INR", payment_id: refund[1], notes: body.notes ?? {},
        receipt: body.receipt ?? null, acquirer_data: { arn: null }, created_at: unix(), batch_id: null, status: "processed",
        speed_processed: "normal", speed_requested: body.speed ?? "normal",
      };
      refunds.push(entity);
      if (typeof key === "string") refundsByKey.set(key, entity);
      return send(res, 200, entity);
    }
    return badRequest(res, "The requested URL was not found on the server.", 404);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => badRequest(res, String(error), 500));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url, keyId, keySecret, webhookSecret, qrs, refunds,
    setWebhookUrl: (next) => void (target = next),
    failNext: (count) => void (failures = count),
    pay,
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
