import { paiseToDecimalString } from "~/domain/money/format-rupees";

export type UpiPayment = {
  /** The shop's UPI id (payee address), e.g. `halpower@okaxis`. */
  vpa: string;
  payeeName: string;
  amountPaise: number;
  /** Transaction note shown in the payer's app. */
  note: string;
  /** Our reference for the payment: the order id, once the order exists. */
  transactionRef?: string;
};

/**
 * NPCI's UPI deep link: `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…[&tr=…]`. Values are
 * percent-encoded with spaces as %20 (URLSearchParams would write `+`, which some UPI
 * apps show literally).
 */
export function upiLink({ vpa, payeeName, amountPaise, note, transactionRef }: UpiPayment): string {
  const params: [string, string][] = [
    ["pa", vpa],
    ["pn", payeeName],
    ["am", paiseToDecimalString(amountPaise)],
    ["cu", "INR"],
    ["tn", note],
  ];
  if (transactionRef) params.push(["tr", transactionRef]);
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}

export function paymentNote(orderId?: string): string {
  return orderId ? `Payment for order ${orderId}` : "Payment for your order";
}
