import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { order } from "~/db/schema";
import { ORDER_NOT_FOUND } from "~/domain/orders/order-messages";
import { PAYMENT_REFERENCE_LOCKED, PAYMENT_REFERENCE_TAKEN } from "~/domain/payments/payment-messages";
import { queuePaymentReferenceMail, type OrderMailSettings } from "~/services/mail/queue-order-mails.server";

export type RecordReferenceResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

/**
 * Stores the UPI transaction reference the customer reports, on their own order only, while
 * it is still 'Order Placed', for the shop to check against its bank statement. A reference
 * belongs to one order (a unique index): one already used elsewhere is refused. With `mail`,
 * the owner's notice is queued in the same transaction.
 */
export async function recordPaymentReference(
  db: DbOrTx,
  { userId, orderId, reference }: { userId: string; orderId: string; reference: string },
  mail?: OrderMailSettings,
): Promise<RecordReferenceResult> {
  const mine = and(eq(order.orderId, orderId), eq(order.userId, userId));
  try {
    // The unique violation aborts the transaction, so it is caught outside it.
    const saved = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(order)
        .set({ paymentReference: reference, updatedAt: new Date() })
        .where(and(mine, eq(order.status, "Order Placed")))
        .returning({ id: order.id });
      if (updated && mail) await queuePaymentReferenceMail(tx, mail, updated.id);
      return Boolean(updated);
    });
    if (saved) return { ok: true };
  } catch (error) {
    if (isUniqueViolation(error, "order_payment_reference_idx")) return { ok: false, status: 409, message: PAYMENT_REFERENCE_TAKEN };
    throw error;
  }
  const [exists] = await db.select({ id: order.id }).from(order).where(mine);
  return exists ? { ok: false, status: 409, message: PAYMENT_REFERENCE_LOCKED } : { ok: false, status: 404, message: ORDER_NOT_FOUND };
}
