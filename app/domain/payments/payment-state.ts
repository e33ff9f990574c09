import type { OrderStatus } from "~/domain/orders/order-status";

/** Where an order's payment stands, as the back office's Payment column shows it. */
export type PaymentState = "awaiting" | "utr-submitted" | "paid-razorpay" | "flagged" | "refunded" | "paid" | "unpaid";

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  awaiting: "Awaiting",
  "utr-submitted": "UTR submitted",
  "paid-razorpay": "Paid via Razorpay",
  flagged: "Flagged",
  refunded: "Refunded",
  paid: "Paid",
  unpaid: "Not paid",
};

/** The states the Orders tab filters on (the list). */
export const PAYMENT_FILTERS = ["awaiting", "utr-submitted", "paid-razorpay", "flagged", "refunded"] as const satisfies PaymentState[];

export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export function isPaymentFilter(value: unknown): value is PaymentFilter {
  return PAYMENT_FILTERS.includes(value as PaymentFilter);
}

export type PaymentFacts = {
  status: OrderStatus;
  paymentReference: string | null;
  razorpayPaymentId: string | null;
  paymentFlag: string | null;
  refundId: string | null;
};

/** The owner may refund a Razorpay payment of a cancelled or returned order, or one that was flagged — once. */
export function canRefund(facts: PaymentFacts): boolean {
  if (!facts.razorpayPaymentId || facts.refundId) return false;
  return facts.status === "Cancelled" || facts.status === "Returned" || facts.paymentFlag !== null;
}

/** A refund wins, then a flag, then a gateway payment; otherwise the status says. */
export function paymentState(facts: PaymentFacts): PaymentState {
  if (facts.refundId) return "refunded";
  if (facts.paymentFlag) return "flagged";
  if (facts.razorpayPaymentId) return "paid-razorpay";
  if (facts.status === "Order Placed") return facts.paymentReference ? "utr-submitted" : "awaiting";
  return facts.status === "Cancelled" ? "unpaid" : "paid";
}
