import { formatRupees } from "~/domain/money/format-rupees";

/** Subtotal, delivery, total and payment method of a placed order. */
export function OrderTotals({
  subtotalPaise,
  deliveryChargePaise,
  totalPaise,
  paymentMethod,
  paymentReference,
  deliveryLabel = "Delivery",
}: {
  subtotalPaise: number;
  deliveryChargePaise: number;
  totalPaise: number;
  paymentMethod: string;
  /** Shown when given (the back office): undefined hides the row, null says none yet. */
  paymentReference?: string | null;
  deliveryLabel?: string;
}) {
  return (
    <dl className="space-y-1">
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd>{formatRupees(subtotalPaise)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">{deliveryLabel}</dt>
        <dd>{formatRupees(deliveryChargePaise)}</dd>
      </div>
      <div className="flex justify-between gap-3 font-semibold">
        <dt>Total</dt>
        <dd>{formatRupees(totalPaise)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Payment Method</dt>
        <dd>{paymentMethod}</dd>
      </div>
      {paymentReference !== undefined ? (
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">UPI Reference</dt>
          <dd className="font-mono">{paymentReference ?? "Not given yet"}</dd>
        </div>
      ) : null}
    </dl>
  );
}
