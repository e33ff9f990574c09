import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { order } from "~/db/schema";

/**
 * Stores the UPI transaction reference the customer reports, on their own order only,
 * for the shop to check against its bank statement. Returns false when no such order of
 * theirs exists.
 */
export async function recordPaymentReference(
  db: DbOrTx,
  { userId, orderId, reference }: { userId: string; orderId: string; reference: string },
): Promise<boolean> {
  const updated = await db
    .update(order)
    .set({ paymentReference: reference, updatedAt: new Date() })
    .where(and(eq(order.orderId, orderId), eq(order.userId, userId)))
    .returning({ id: order.id });
  return updated.length > 0;
}
