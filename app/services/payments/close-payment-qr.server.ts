import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order } from "~/db/schema";
import type { RazorpayClient } from "./razorpay-client.server";

/** Closes the order's Razorpay QR (an order cancelled or paid takes no more payments), once. */
export async function closePaymentQr(db: Db, razorpay: RazorpayClient, { orderRecordId, now }: { orderRecordId: string; now: Date }) {
  const [row] = await db
    .select({ qrId: order.razorpayQrId, closedAt: order.razorpayQrClosedAt })
    .from(order)
    .where(eq(order.id, orderRecordId));
  if (!row?.qrId || row.closedAt) return;
  await razorpay.closeQr(row.qrId);
  await db.update(order).set({ razorpayQrClosedAt: now }).where(eq(order.id, orderRecordId));
}
