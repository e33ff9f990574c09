import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order } from "~/db/schema";
import { REFUND_NOT_DUE } from "~/domain/admin/admin-messages";
import { ORDER_NOT_FOUND } from "~/domain/orders/order-messages";
import { canRefund } from "~/domain/payments/payment-state";
import type { RazorpayClient } from "./razorpay-client.server";

export type RefundResult = { ok: true; refundId: string; amountPaise: number } | { ok: false; status: 404 | 409 | 502; message: string };

/**
 * Refunds what Razorpay collected for a cancelled, returned or flagged order, and records the
 * refund's id, state and amount on the order. The request carries the order's own idempotency
 * key, so a double click or a retry after a lost answer makes one refund at Razorpay.
 */
export async function refundOrderPayment(db: Db, razorpay: RazorpayClient, { orderRecordId }: { orderRecordId: string }): Promise<RefundResult> {
  const [target] = await db.select().from(order).where(eq(order.id, orderRecordId));
  if (!target) return { ok: false, status: 404, message: ORDER_NOT_FOUND };
  if (!canRefund(target)) return { ok: false, status: 409, message: REFUND_NOT_DUE };
  const amountPaise = target.paidPaise ?? target.totalPaise;
  let refund;
  try {
    refund = await razorpay.refund({ paymentId: target.razorpayPaymentId!, amountPaise, receipt: target.orderId, idempotencyKey: `refund-${target.id}` });
  } catch (error) {
    return { ok: false, status: 502, message: `Razorpay refused the refund: ${error instanceof Error ? error.message : String(error)}` };
  }
  await db
    .update(order)
    .set({ refundId: refund.id, refundStatus: refund.status, refundPaise: refund.amountPaise, updatedAt: new Date() })
    .where(eq(order.id, target.id));
  return { ok: true, refundId: refund.id, amountPaise: refund.amountPaise };
}
