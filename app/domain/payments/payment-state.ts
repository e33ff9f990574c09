import type { OrderStatus } from "~/domain/orders/order-status";

/** Where an order's payment stands, as the back office's Payment column shows it. */
const PAYMENT_STATES = ["awaiting", "utr-submitted", "paid-razorpay", "flagged", "refunded", "paid", "unpaid"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

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

export function isPaymentFilter(value: unknown): value is (typeof PAYMENT_FILTERS)[number] {
  return PAYMENT_FILTERS.includes(value as (typeof PAYMENT_FILTERS)[number]);
}

export type PaymentFacts = {
  status: OrderStatus;
  paymentReference: string | null;
  razorpayPaymentId: string | null;
  paymentFlag: string | null;
  refundId: string | null;
};

/** A refund wins, then a flag, then a gateway payment; otherwise the status says. */
export function paymentState(facts: PaymentFacts): PaymentState {
  if (facts.refundId) return "refunded";
  if (facts.paymentFlag) return "flagged";
  if (facts.razorpayPaymentId) return "paid-razorpay";
  if (facts.status === "Order Placed") return facts.paymentReference ? "utr-submitted" : "awaiting";
  return facts.status === "Cancelled" ? "unpaid" : "paid";
}
