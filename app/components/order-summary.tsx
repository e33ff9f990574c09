import type { ReactNode } from "react";
import { formatRupees } from "~/domain/money/format-rupees";

/** Items, delivery and total, as every checkout step shows them. */
export function OrderSummary({
  itemCount,
  subtotalPaise,
  delivery,
  totalPaise,
  children,
  title = "Order Summary",
}: {
  itemCount: number;
  subtotalPaise: number;
  /** Paise, or a text such as 'Calculated at checkout' / 'Select state'. */
  delivery: number | string;
  totalPaise?: number;
  children?: ReactNode;
  title?: string;
}) {
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-xl border bg-card p-5 shadow-xs">
      <h2 id="order-summary-heading" className="text-lg font-semibold">
        {title}
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Items</dt>
          <dd>{itemCount}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd>{formatRupees(subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Delivery</dt>
          <dd>{typeof delivery === "number" ? formatRupees(delivery) : delivery}</dd>
        </div>
        {totalPaise !== undefined ? (
          <div className="flex justify-between gap-4 border-t pt-3 text-base font-semibold">
            <dt>Total</dt>
            <dd>{formatRupees(totalPaise)}</dd>
          </div>
        ) : null}
      </dl>
      {children ? <div className="mt-5 space-y-2">{children}</div> : null}
    </section>
  );
}
