import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderStatusBadge } from "~/components/order-status-badge";
import { OrderTotals } from "~/components/order-totals";
import { TaxDocumentLinks } from "~/components/tax-document-links";
import { Button } from "~/components/ui/button";
import { formatRupees } from "~/domain/money/format-rupees";
import type { CustomerOrderView } from "~/domain/orders/views";

const orderDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** One of the customer's orders: lines, totals and address, with room for actions. */
export function OrderCard({
  order,
  lineActions,
  children,
}: {
  order: CustomerOrderView & { trackingPath: string };
  lineActions?: (line: CustomerOrderView["items"][number]) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <article aria-labelledby={`order-${order.orderId}`} className="rounded-xl border bg-card shadow-xs">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3 sm:px-5">
        <div>
          <h2 id={`order-${order.orderId}`} className="font-semibold">
            Order {order.orderId}
          </h2>
          <p className="text-sm text-muted-foreground">
            Placed on <time dateTime={order.createdAt}>{orderDate.format(new Date(order.createdAt))}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ul className="divide-y px-4 sm:px-5">
        {order.items.map((line, index) => (
          <li key={`${line.productId ?? line.name}-${index}`} className="flex gap-3 py-3">
            {line.image ? (
              <img src={line.image} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-md border bg-muted object-cover" />
            ) : (
              <span className="size-16 shrink-0 rounded-md border bg-muted" />
            )}
            <div className="min-w-0 flex-1">
              {line.productId ? (
                <Link to={`/products/${line.productId}`} className="font-medium hover:underline">
                  {line.name}
                </Link>
              ) : (
                <p className="font-medium">{line.name}</p>
              )}
              <p className="text-sm text-muted-foreground">
                {line.brand} · Qty {line.quantity} × {formatRupees(line.unitPricePaise)}
              </p>
              {lineActions ? <div className="mt-2">{lineActions(line)}</div> : null}
            </div>
            <p className="font-medium">{formatRupees(line.unitPricePaise * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-1 gap-4 border-t px-4 py-3 text-sm sm:grid-cols-2 sm:px-5">
        <OrderTotals
          subtotalPaise={order.subtotalPaise}
          deliveryChargePaise={order.deliveryChargePaise}
          totalPaise={order.totalPaise}
          paymentMethod={order.paymentMethod}
        />
        <div>
          <p className="font-medium">Shipping to</p>
          <p className="text-muted-foreground">
            {order.shipping.fullName}, {order.shipping.address}, {order.shipping.city}, {order.shipping.state}{" "}
            {order.shipping.pincode}
          </p>
          <Button asChild variant="link" className="h-auto px-0">
            <Link to={order.trackingPath}>Track this order</Link>
          </Button>
          <TaxDocumentLinks documents={order.documents} />
        </div>
      </div>
      {children ? <div className="border-t px-4 py-4 sm:px-5">{children}</div> : null}
    </article>
  );
}
