import { createHash } from "node:crypto";
import type { Route } from "./+types/razorpay";
import { invoiceSettings } from "~/services/invoices/invoice-settings.server";
import { orderMailSettings } from "~/services/mail/queue-order-mails.server";
import { applyRazorpayEvent } from "~/services/payments/apply-razorpay-event.server";
import { isValidRazorpaySignature } from "~/services/payments/verify-razorpay-signature.server";
import { getRequestInfo, getServices } from "~/web/context.server";

/**
 * `POST /webhooks/razorpay`: the signature is checked on the raw body before anything is
 * read (400 otherwise), then the event is applied once per `x-razorpay-event-id`. Answers
 * fast with 200 whatever the shop made of it, so Razorpay stops redelivering.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, db, jobs } = getServices(context);
  const { log } = getRequestInfo(context);
  const secret = config.PAYMENT_PROVIDER === "razorpay" ? config.RAZORPAY_WEBHOOK_SECRET : undefined;
  if (!secret) return Response.json({ error: "Not found" }, { status: 404 });
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  const raw = new Uint8Array(await request.arrayBuffer());
  if (!isValidRazorpaySignature(raw, request.headers.get("x-razorpay-signature"), secret)) {
    log.warn("razorpay webhook refused: bad or missing signature");
    return Response.json({ error: "Invalid signature" }, { status: 400 });
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return Response.json({ error: "Invalid JSON" }, { status: 400 });
  }
  // Razorpay sends an id with every event; without one the body itself is the identity.
  const eventId = request.headers.get("x-razorpay-event-id") ?? `sha256:${createHash("sha256").update(raw).digest("hex")}`;
  const outcome = await applyRazorpayEvent(db, { eventId, body, now: new Date(), invoicing: invoiceSettings(config), mail: orderMailSettings(config) });
  // The customer's "payment confirmed" message was queued with the change: send it now.
  if (outcome === "confirmed") jobs.nudge();
  log.info({ eventId, outcome }, "razorpay webhook");
  return Response.json({ ok: true, outcome });
}
