import { CheckCircle2, Clock } from "lucide-react";
import { useState } from "react";
import { PaymentReferenceForm } from "~/components/payment-reference-form";
import { UpiPayment } from "~/components/upi-payment";
import { formatRupees } from "~/domain/money/format-rupees";
import { PAYMENT_RECEIVED } from "~/domain/payments/payment-messages";
import type { PaymentPanel } from "~/domain/payments/views";

/** Paying for one order: the deadline, the QR (Razorpay's own, or the shop's UPI id), the reference form. */
export function OrderPayment({
  panel,
  order,
  upi,
}: {
  panel: PaymentPanel;
  order: { orderId: string; totalPaise: number; paymentReference: string | null };
  upi: { vpa: string; payeeName: string };
}) {
  const [qrFailed, setQrFailed] = useState(false);
  if (panel.kind === "received") {
    return (
      <p role="status" className="flex items-center justify-center gap-2 rounded-md bg-success/10 p-3 font-medium text-success">
        <CheckCircle2 className="size-5" aria-hidden="true" />
        {PAYMENT_RECEIVED}
      </p>
    );
  }
  if (panel.kind === "none") return null;
  return (
    <div className="space-y-4">
      {panel.payWithin ? (
        <p className="flex items-center justify-center gap-2 text-sm font-medium text-foreground">
          <Clock className="size-4" aria-hidden="true" />
          {panel.payWithin}
        </p>
      ) : null}
      <div className={panel.askForReference ? "grid grid-cols-1 gap-5 sm:grid-cols-2" : ""}>
        <div className="flex flex-col items-center gap-3 text-center">
          {panel.gatewayQr ? (
            <>
              <img
                src={panel.gatewayQr.imageUrl}
                alt={`UPI payment QR code for ${formatRupees(order.totalPaise)}`}
                width={200}
                height={200}
                className="rounded-md border bg-white"
              />
              <p className="text-sm">
                Scan with any UPI app to pay <strong>{formatRupees(order.totalPaise)}</strong>. Your order is confirmed
                as soon as the payment arrives.
              </p>
              <a href={panel.gatewayQr.imageUrl} target="_blank" rel="noreferrer" className="text-sm font-medium text-primary underline underline-offset-4">
                Open the payment QR
              </a>
            </>
          ) : (
            <>
              {panel.gatewayNote ? <p className="max-w-sm text-sm text-muted-foreground">{panel.gatewayNote}</p> : null}
              {qrFailed ? <p className="text-sm text-destructive">Failed to generate QR codes.</p> : null}
              <UpiPayment link={panel.upiLink} amountPaise={order.totalPaise} payeeName={upi.payeeName} vpa={upi.vpa} onQrError={() => setQrFailed(true)} />
            </>
          )}
        </div>
        {panel.askForReference ? (
          <div className="text-left">
            <PaymentReferenceForm orderId={order.orderId} current={order.paymentReference} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
