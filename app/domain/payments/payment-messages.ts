import { formatRupees } from "~/domain/money/format-rupees";

/** The history line of an order the expiry job cancelled. */
export const NOT_PAID_IN_TIME = "Cancelled: not paid in time";

/** The actor named in the history for what the gateway confirmed. */
export const RAZORPAY_ACTOR = "Razorpay";

export const PAYMENT_RECEIVED = "Payment received. Thank you!";

/** Shown in place of the Razorpay QR when the gateway could not make one. */
export const GATEWAY_QR_UNAVAILABLE =
  "Our payment gateway is not answering right now, so this is our plain UPI QR code. It works just the same; we will match your payment by hand.";

export const PAYMENT_REFERENCE_TAKEN = "This UPI reference is already used on another order";
export const PAYMENT_REFERENCE_LOCKED = "The UPI reference can only be entered while the order is awaiting payment.";

export function tooManyUnpaidOrders(max: number): string {
  return `You already have ${max} unpaid ${max === 1 ? "order" : "orders"}. Please pay for ${max === 1 ? "it" : "one of them"}, or wait until ${max === 1 ? "it expires" : "one expires"}, before placing another.`;
}

export const TOO_MANY_ORDERS = "You are placing orders too quickly. Please wait a few minutes and try again.";

/** Flags a payment that needs the owner. */
export function paidWrongAmount(paidPaise: number, expectedPaise: number): string {
  return `Paid ${formatRupees(paidPaise)}, expected ${formatRupees(expectedPaise)}`;
}
export const PAID_AFTER_CANCELLATION = "Paid after cancellation — refund due";
export const PAID_TWICE = "Paid twice — refund due";

/** A Razorpay payment in the history: its id and the UPI reference (RRN) the bank gave it. */
export function razorpayPaymentNote(paymentId: string, rrn: string | null): string {
  return rrn ? `Payment ${paymentId}, UTR ${rrn}` : `Payment ${paymentId}`;
}
