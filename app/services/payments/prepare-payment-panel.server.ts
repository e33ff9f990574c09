import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { TIMELINE_STATUSES, type OrderStatus } from "~/domain/orders/order-status";
import { GATEWAY_QR_UNAVAILABLE } from "~/domain/payments/payment-messages";
import { minutesLeft, payWithinText } from "~/domain/payments/payment-window";
import { paymentNote, upiLink } from "~/domain/payments/upi-link";
import type { PaymentPanel } from "~/domain/payments/views";
import type { Logger } from "~/services/logger.server";
import { ensurePaymentQr } from "./ensure-payment-qr.server";
import type { RazorpayClient } from "./razorpay-client.server";

type PanelOrder = {
  id: string;
  orderId: string;
  status: OrderStatus;
  totalPaise: number;
  paymentReference: string | null;
  paymentDueAt: string | null;
  razorpayQrImageUrl: string | null;
};

/**
 * What the customer sees about paying for one of their orders: the Razorpay QR (made now if
 * the gateway failed before), or the shop's UPI QR and the reference form; the deadline; or
 * "Payment received".
 */
export async function preparePaymentPanel(
  { config, db, razorpay, log }: { config: Config; db: Db; razorpay: RazorpayClient | null; log: Logger },
  target: PanelOrder,
  now = new Date(),
): Promise<PaymentPanel> {
  if (target.status !== "Order Placed") {
    return (TIMELINE_STATUSES as readonly string[]).includes(target.status) ? { kind: "received" } : { kind: "none" };
  }
  const dueAt = target.paymentDueAt ? new Date(target.paymentDueAt) : null;
  const left = dueAt ? minutesLeft(dueAt, now) : null;
  // A reference reported in manual mode holds the order for the owner; no countdown then.
  const payWithin = left !== null && left > 0 && !target.paymentReference ? payWithinText(left) : null;
  const link = upiLink({
    vpa: config.UPI_VPA,
    payeeName: config.UPI_PAYEE_NAME,
    amountPaise: target.totalPaise,
    note: paymentNote(target.orderId),
    transactionRef: target.orderId,
  });
  const windowOpen = left === null || left > 0;
  const gatewayQr =
    razorpay && windowOpen
      ? await ensurePaymentQr({ db, razorpay, log }, { ...target, paymentDueAt: dueAt }, now)
      : null;
  return {
    kind: "pay",
    payWithin,
    upiLink: link,
    gatewayQr,
    gatewayNote: razorpay && !gatewayQr ? GATEWAY_QR_UNAVAILABLE : null,
    askForReference: !gatewayQr,
  };
}
