import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order, orderItem, orderStatusEvent } from "~/db/schema";
import { NOT_PAID_IN_TIME } from "~/domain/payments/payment-messages";
import { enqueueJob } from "~/services/jobs/enqueue-job.server";
import { CLOSE_PAYMENT_QR } from "./order-jobs";
import { queueStatusMail, type OrderMailSettings } from "~/services/mail/queue-order-mails.server";
import { returnStock, type StockLine } from "./order-stock.server";

/**
 * What the expiry did: cancelled the order; found it gone, paid or otherwise moved on; left it
 * for the owner (the customer reported a UPI reference); or found it not yet due.
 */
export type ExpiryOutcome = "cancelled" | "gone" | "settled" | "waiting-for-owner" | "not-due";

/**
 * Cancels an order that is still 'Order Placed' when its payment window has ended, gives its
 * tracked stock back and records "Cancelled: not paid in time" — all under the order's row
 * lock, so a payment confirmed at the same moment, or a second run of the same job in another
 * process, sees the other's result and does nothing. A Razorpay QR is closed by a job of its own.
 */
export async function expireUnpaidOrder(
  db: Db,
  { orderRecordId, now, mail }: { orderRecordId: string; now: Date; mail?: OrderMailSettings },
): Promise<ExpiryOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(order).where(eq(order.id, orderRecordId)).for("update");
    if (!current) return "gone";
    if (current.status !== "Order Placed") return "settled";
    if (current.paymentDueAt && current.paymentDueAt > now) return "not-due";
    // A reported UPI reference, or money that arrived but could not confirm it (a flagged payment), waits for the owner.
    if (current.paymentReference || current.razorpayPaymentId) return "waiting-for-owner";

    if (!current.stockReleasedAt) {
      const items = (await tx
        .select({ productId: orderItem.productId, quantity: orderItem.quantity, name: orderItem.name })
        .from(orderItem)
        .where(and(eq(orderItem.orderId, current.id), isNotNull(orderItem.productId)))) as StockLine[];
      await returnStock(tx, items);
    }
    await tx
      .update(order)
      .set({ status: "Cancelled", stockReleasedAt: current.stockReleasedAt ?? now, updatedAt: now })
      .where(eq(order.id, current.id));
    const [event] = await tx
      .insert(orderStatusEvent)
      .values({ orderId: current.id, status: "Cancelled", actorId: null, note: NOT_PAID_IN_TIME, at: now })
      .returning({ id: orderStatusEvent.id });
    if (mail && event) await queueStatusMail(tx, mail, current.id, "Cancelled", event.id);
    if (current.razorpayQrId && !current.razorpayQrClosedAt) {
      await enqueueJob(tx, CLOSE_PAYMENT_QR, { orderRecordId: current.id }, { dedupeKey: `close-qr:${current.id}` });
    }
    return "cancelled";
  });
}
