import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { order } from "~/db/schema";
import { queuePaymentReferenceMail, type OrderMailSettings } from "~/services/mail/queue-order-mails.server";

/**
 * Stores the UPI transaction reference the customer reports, on their own order only,
 * for the shop to check against its bank statement. Returns false when no such order of
 * theirs exists. With `mail`, the owner's notice is queued in the same transaction.
 */
export async function recordPaymentReference(
  db: DbOrTx,
  { userId, orderId, reference }: { userId: string; orderId: string; reference: string },
  mail?: OrderMailSettings,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(order)
      .set({ paymentReference: reference, updatedAt: new Date() })
      .where(and(eq(order.orderId, orderId), eq(order.userId, userId)))
      .returning({ id: order.id });
    if (updated && mail) await queuePaymentReferenceMail(tx, mail, updated.id);
    return Boolean(updated);
  });
}
