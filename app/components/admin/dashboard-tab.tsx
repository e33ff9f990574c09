import { AlertTriangle, CheckCircle2, IndianRupee, Package, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderStatusBadge } from "~/components/order-status-badge";
import { SalesChart } from "~/components/admin/sales-chart";
import { formatRupees } from "~/domain/money/format-rupees";
import type { Dashboard } from "~/domain/admin/views";

function Stat({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{label}</span>
        {icon}
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums">{value}</p>
    </div>
  );
}

export function DashboardTab({ dashboard }: { dashboard: Dashboard }) {
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Dashboard</h2>
      {dashboard.flaggedOrders > 0 ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-destructive bg-red-50 p-4 text-red-900">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-5" aria-hidden="true" />
            {dashboard.flaggedOrders === 1 ? "1 order has a payment that needs you" : `${dashboard.flaggedOrders} orders have payments that need you`}
          </p>
          <Link to="/admin?tab=orders&payment=flagged" className="font-medium underline underline-offset-4">
            Review flagged payments
          </Link>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Total Sales" value={formatRupees(dashboard.totalSalesPaise)} icon={<IndianRupee className="size-5" aria-hidden="true" />} />
        <Stat label="Total Orders" value={dashboard.totalOrders.toLocaleString("en-IN")} icon={<ShoppingBag className="size-5" aria-hidden="true" />} />
        <Stat label="Delivered Orders" value={dashboard.deliveredOrders.toLocaleString("en-IN")} icon={<CheckCircle2 className="size-5" aria-hidden="true" />} />
        <Stat label="Products" value={dashboard.products.toLocaleString("en-IN")} icon={<Package className="size-5" aria-hidden="true" />} />
      </div>
      <SalesChart daily={dashboard.daily} />
      <section aria-labelledby="recent-orders" className="rounded-xl border bg-card p-4 sm:p-5">
        <h3 id="recent-orders" className="font-semibold">
          Recent Orders
        </h3>
        {dashboard.recent.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">No orders yet.</p>
        ) : (
          <ul className="mt-3 divide-y">
            {dashboard.recent.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <div className="min-w-0">
                  <Link to={`/admin?tab=orders&q=${order.orderId}`} className="font-medium hover:underline">
                    {order.orderId}
                  </Link>
                  <p className="truncate text-sm text-muted-foreground">{order.customer ?? "Unknown Customer"}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-medium tabular-nums">{formatRupees(order.totalPaise)}</span>
                  <OrderStatusBadge status={order.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
