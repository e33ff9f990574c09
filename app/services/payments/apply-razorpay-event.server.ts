import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "~/db/client.server";
import { order, orderStatusEvent, paymentWebhookEvent } from "~/db/schema";
import { queuePaymentFlagMail, queueStatusMail, type OrderMailSettings } from "~/services/mail/queue-order-mails.server";
import type { InvoiceSettings } from "~/services/invoices/invoice-settings.server";
import { issueInvoice } from "~/services/invoices/issue-invoice.server";
import {
  PAID_AFTER_CANCELLATION,
  PAID_TWICE,
  paidWrongAmount,
  RAZORPAY_ACTOR,
  razorpayPaymentNote,
} from "~/domain/payments/payment-messages";

/** What the shop did with one delivered event. */
export type EventOutcome = "duplicate" | "ignored" | "unknown-order" | "confirmed" | "already-paid" | "flagged";

const Notes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish();
const RazorpayEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({
        entity: z.object({
          id: z.string(),
          amount: z.number().int(),
          notes: Notes,
          acquirer_data: z.object({ rrn: z.string().nullish() }).partial().nullish(),
        }),
      }),
      qr_code: z.object({ entity: z.object({ id: z.string(), notes: Notes }) }).optional(),
    })
    .partial()
    .optional(),
});

const PAYMENT_EVENTS = new Set(["qr_code.credited", "payment.captured"]);
const isUuid = (value: unknown): value is string => z.uuid().safeParse(value).success;
const noteOrderId = (notes: z.infer<typeof Notes>) => (notes && !Array.isArray(notes) ? notes.orderId : undefined);

/**
 * Applies one verified Razorpay webhook. The event id is recorded first, in the same
 * transaction (a unique key): a redelivery finds it and changes nothing. A payment for an
 * order (found by its QR id or `notes.orderId`) of exactly the order's total confirms it,
 * with a status event by "Razorpay" keeping the payment id and the UTR. Any other payment —
 * a different amount, after cancellation, a second one — is not confirmed but flagged for the
 * owner. `qr_code.credited` and `payment.captured` for the same payment, in either order, count once.
 */
export async function applyRazorpayEvent(
  db: Db,
  { eventId, body, now, invoicing, mail }: { eventId: string; body: unknown; now: Date; invoicing: InvoiceSettings; mail?: OrderMailSettings },
): Promise<EventOutcome> {
  const parsed = RazorpayEvent.safeParse(body);
  const event = parsed.success ? parsed.data.event : "unreadable";
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentWebhookEvent)
      .values({ eventId, event, outcome: "received", receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvent.eventId });
    if (recorded.length === 0) return "duplicate";
    const finish = async (outcome: EventOutcome, orderRecordId: string | null = null) => {
      await tx.update(paymentWebhookEvent).set({ outcome, orderId: orderRecordId }).where(eq(paymentWebhookEvent.eventId, eventId));
      return outcome;
    };
    const payment = parsed.success ? parsed.data.payload?.payment?.entity : undefined;
    if (!parsed.success || !PAYMENT_EVENTS.has(event) || !payment) return finish("ignored");

    const qr = parsed.data.payload?.qr_code?.entity;
    const target = await findOrder(tx, qr?.id, noteOrderId(payment.notes) ?? noteOrderId(qr?.notes));
    if (!target) return finish("unknown-order");
    return finish(await settle(tx, target, { paymentId: payment.id, amountPaise: payment.amount, rrn: payment.acquirer_data?.rrn ?? null, now, invoicing, mail }), target.id);
  });
}

async function findOrder(tx: DbOrTx, qrId: string | undefined, orderRecordId: unknown) {
  if (qrId) {
    const [byQr] = await tx.select().from(order).where(eq(order.razorpayQrId, qrId)).for("update");
    if (byQr) return byQr;
  }
  if (!isUuid(orderRecordId)) return null;
  const [byNote] = await tx.select().from(order).where(eq(order.id, orderRecordId)).for("update");
  return byNote ?? null;
}

async function settle(
  tx: DbOrTx,
  target: typeof order.$inferSelect,
  {
    paymentId,
    amountPaise,
    rrn,
    now,
    invoicing,
    mail,
  }: { paymentId: string; amountPaise: number; rrn: string | null; now: Date; invoicing: InvoiceSettings; mail?: OrderMailSettings },
): Promise<EventOutcome> {
  if (target.razorpayPaymentId === paymentId) return "already-paid";
  const flag = async (message: string) => {
    await tx
      .update(order)
      .set({
        paymentFlag: message,
        // The first payment stays the one on record; a second is only in the flag and the history.
        ...(target.razorpayPaymentId ? {} : { razorpayPaymentId: paymentId, paidPaise: amountPaise }),
        updatedAt: now,
      })
      .where(eq(order.id, target.id));
    // The owner hears of it in the same transaction (an outbox mail), once per payment.
    if (mail) await queuePaymentFlagMail(tx, mail, target.id, paymentId);
    return "flagged" as const;
  };
  if (target.razorpayPaymentId || (target.status !== "Order Placed" && target.status !== "Cancelled")) return flag(PAID_TWICE);
  if (target.status === "Cancelled") return flag(PAID_AFTER_CANCELLATION);
  if (amountPaise !== target.totalPaise) return flag(paidWrongAmount(amountPaise, target.totalPaise));

  await tx
    .update(order)
    .set({ status: "Payment Confirmed", razorpayPaymentId: paymentId, paidPaise: amountPaise, updatedAt: now })
    .where(eq(order.id, target.id));
  const [event] = await tx
    .insert(orderStatusEvent)
    .values({ orderId: target.id, status: "Payment Confirmed", actorName: RAZORPAY_ACTOR, note: razorpayPaymentNote(paymentId, rrn), at: now })
    .returning({ id: orderStatusEvent.id });
  // The gateway's confirmation issues the GST invoice just as the owner's does (issue 12).
  await issueInvoice(tx, target, invoicing, now);
  if (mail && event) await queueStatusMail(tx, mail, target.id, "Payment Confirmed", event.id);
  return "confirmed";
}
