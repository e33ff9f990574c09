import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order } from "~/db/schema";

/**
 * Deletes an order with its lines and history (ON DELETE CASCADE). Stock is not touched:
 * to give units back, set the order to Cancelled first.
 */
export async function deleteOrder(db: Db, orderRecordId: string): Promise<boolean> {
  const deleted = await db.delete(order).where(eq(order.id, orderRecordId)).returning({ id: order.id });
  return deleted.length > 0;
}
