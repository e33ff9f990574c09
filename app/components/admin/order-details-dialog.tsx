import { Eye } from "lucide-react";
import { OrderStatusBadge } from "~/components/order-status-badge";
import { OrderTotals } from "~/components/order-totals";
import { TaxDocumentLinks } from "~/components/tax-document-links";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { formatRupees } from "~/domain/money/format-rupees";
import type { AdminOrderRow } from "~/domain/admin/views";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** Everything about one order, for the shop owner confirming payment and packing it. */
export function OrderDetailsDialog({ order }: { order: AdminOrderRow }) {
  const s = order.shipping;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`View details of order ${order.orderId}`}>
          <Eye aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Order {order.orderId}</DialogTitle>
          <DialogDescription>
            Placed {dateTime.format(new Date(order.createdAt))} · Record {order.id}
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-5 text-sm sm:grid-cols-2">
          <section aria-label="Customer">
            <h3 className="font-semibold">Customer</h3>
            <p className="mt-1">{s.fullName}</p>
            <p>{s.mobile}</p>
            <p className="break-all">{s.email}</p>
          </section>
          <section aria-label="Shipping address">
            <h3 className="font-semibold">Shipping Address</h3>
            <p className="mt-1">{s.address}</p>
            {s.landmark ? <p>Landmark: {s.landmark}</p> : null}
            <p>
              {s.city}, {s.state} – {s.pincode}
            </p>
          </section>
          <section aria-label="Order status">
            <h3 className="font-semibold">Status</h3>
            <div className="mt-1">
              <OrderStatusBadge status={order.status} />
            </div>
          </section>
          <section aria-label="Payment">
            <h3 className="font-semibold">Payment</h3>
            <div className="mt-1">
              {/* The spec: subtotal = total minus delivery. */}
              <OrderTotals
                subtotalPaise={order.totalPaise - order.deliveryChargePaise}
                deliveryChargePaise={order.deliveryChargePaise}
                totalPaise={order.totalPaise}
                paymentMethod={order.paymentMethod}
                paymentReference={order.paymentReference}
                deliveryLabel="Delivery Charges"
              />
            </div>
          </section>
          {order.documents.length > 0 ? (
            <section aria-label="GST invoice">
              <h3 className="font-semibold">GST invoice</h3>
              <div className="mt-1">
                <TaxDocumentLinks documents={order.documents} />
              </div>
            </section>
          ) : null}
        </div>
        <section aria-label="Items" className="text-sm">
          <h3 className="font-semibold">Items</h3>
          <ul className="mt-2 divide-y rounded-md border">
            {order.items.map((item, index) => (
              <li key={index} className="flex items-center gap-3 p-2">
                {item.image ? <img src={item.image} alt="" width={48} height={48} className="size-12 rounded border bg-muted object-cover" /> : null}
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{item.name}</p>
                  <p className="text-muted-foreground">
                    {item.brand} · Qty {item.quantity} × {formatRupees(item.unitPricePaise)}
                  </p>
                </div>
                <p className="font-medium">{formatRupees(item.unitPricePaise * item.quantity)}</p>
              </li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
