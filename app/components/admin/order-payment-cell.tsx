import { AlertTriangle, Check, Undo2 } from "lucide-react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import type { AdminOrderRow } from "~/domain/admin/views";
import { formatRupees } from "~/domain/money/format-rupees";
import { canRefund, PAYMENT_STATE_LABELS, type PaymentState } from "~/domain/payments/payment-state";
import { useAdminAction } from "~/hooks/use-admin-action";
import { cn } from "~/lib/cn";

const STATE_CLASSES: Record<PaymentState, string> = {
  awaiting: "bg-muted text-muted-foreground",
  "utr-submitted": "bg-blue-100 text-blue-900 border-blue-300",
  "paid-razorpay": "bg-green-100 text-green-900 border-green-300",
  paid: "bg-green-100 text-green-900 border-green-300",
  flagged: "bg-red-100 text-red-900 border-red-300",
  refunded: "bg-purple-100 text-purple-900 border-purple-300",
  unpaid: "bg-muted text-muted-foreground",
};

/** The Orders tab's Payment cell: where the payment stands, and the one-click actions on it. */
export function OrderPaymentCell({ order }: { order: AdminOrderRow }) {
  const confirm = useAdminAction();
  const refund = useAdminAction();
  const refundPaise = order.paidPaise ?? order.totalPaise;
  return (
    <div className="flex min-w-36 flex-col items-start gap-1.5">
      <span className={cn("inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium", STATE_CLASSES[order.paymentState])}>
        {order.paymentState === "flagged" ? <AlertTriangle className="size-3" aria-hidden="true" /> : null}
        {PAYMENT_STATE_LABELS[order.paymentState]}
      </span>
      {order.paymentReference ? <span className="text-xs text-muted-foreground">UTR {order.paymentReference}</span> : null}
      {order.paymentFlag && !order.refundId ? <span className="text-xs font-medium text-destructive">{order.paymentFlag}</span> : null}
      {order.refundId ? (
        <span className="text-xs text-muted-foreground">
          Refund {order.refundId}: {order.refundStatus} ({formatRupees(order.refundPaise ?? refundPaise)})
        </span>
      ) : null}
      {order.status === "Order Placed" && !order.paymentFlag ? (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={confirm.busy}
          aria-label={`Confirm payment of order ${order.orderId}`}
          onClick={() => confirm.run({ intent: "confirm-payment", orderRecordId: order.id })}
        >
          <Check aria-hidden="true" />
          Confirm payment
        </Button>
      ) : null}
      {canRefund(order) ? (
        <ConfirmDialog
          title={`Refund ${formatRupees(refundPaise)}?`}
          message={`Razorpay returns ${formatRupees(refundPaise)} to the customer who paid for order ${order.orderId}. This cannot be undone.`}
          confirmLabel="Refund"
          onConfirm={() => refund.run({ intent: "refund-payment", orderRecordId: order.id })}
          trigger={
            <Button type="button" size="sm" variant="outline" disabled={refund.busy}>
              <Undo2 aria-hidden="true" />
              Refund {formatRupees(refundPaise)} via Razorpay
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
