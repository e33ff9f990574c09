import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order } from "~/db/schema";
import type { Logger } from "~/services/logger.server";
import type { RazorpayClient } from "./razorpay-client.server";

/** Razorpay wants a QR's close_by at least two minutes ahead; closer to the end we show the plain QR. */
const MIN_QR_LIFETIME_MS = 150_000;

type QrOrder = { id: string; orderId: string; totalPaise: number; paymentDueAt: Date | null; razorpayQrImageUrl: string | null };

/**
 * The order's single-use Razorpay QR, made now if it has none yet (at placement, or again on
 * the next view after the gateway failed). One per order: when two views race, the first QR
 * stored wins and the other is closed. Null when the gateway fails; the caller falls back to
 * the manual UPI QR.
 */
export async function ensurePaymentQr(
  { db, razorpay, log }: { db: Db; razorpay: RazorpayClient; log: Logger },
  target: QrOrder,
  now: Date,
): Promise<{ imageUrl: string } | null> {
  if (target.razorpayQrImageUrl) return { imageUrl: target.razorpayQrImageUrl };
  const closeBy = target.paymentDueAt ?? new Date(now.getTime() + 30 * 60_000);
  if (closeBy.getTime() - now.getTime() < MIN_QR_LIFETIME_MS) return null;
  let qr;
  try {
    qr = await razorpay.createUpiQr({ orderRecordId: target.id, orderId: target.orderId, amountPaise: target.totalPaise, closeBy });
  } catch (error) {
    log.warn({ err: error, orderId: target.orderId }, "razorpay: could not create the order's QR; showing the plain UPI QR");
    return null;
  }
  const [stored] = await db
    .update(order)
    .set({ razorpayQrId: qr.id, razorpayQrImageUrl: qr.imageUrl })
    .where(and(eq(order.id, target.id), isNull(order.razorpayQrId), eq(order.status, "Order Placed")))
    .returning({ imageUrl: order.razorpayQrImageUrl });
  if (stored?.imageUrl) return { imageUrl: stored.imageUrl };
  await razorpay.closeQr(qr.id).catch((error: unknown) => log.warn({ err: error, qrId: qr.id }, "razorpay: closing a spare QR failed"));
  const [winner] = await db.select({ imageUrl: order.razorpayQrImageUrl }).from(order).where(eq(order.id, target.id));
  return winner?.imageUrl ? { imageUrl: winner.imageUrl } : null;
}
