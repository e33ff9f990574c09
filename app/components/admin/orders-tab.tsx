import { Download, Search, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { OrderDetailsDialog } from "~/components/admin/order-details-dialog";
import { OrderPaymentCell } from "~/components/admin/order-payment-cell";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { NativeSelect } from "~/components/ui/native-select";
import { adminSearch, type AdminQuery } from "~/domain/admin/admin-tabs";
import { formatRupees } from "~/domain/money/format-rupees";
import { PAYMENT_FILTERS, PAYMENT_STATE_LABELS } from "~/domain/payments/payment-state";
import { ORDER_STATUSES, statusTone, type OrderStatus } from "~/domain/orders/order-status";
import { useAdminAction } from "~/hooks/use-admin-action";
import { cn } from "~/lib/cn";
import type { AdminOrderRow } from "~/domain/admin/views";
import { taxDocumentPath } from "~/domain/gst/views";

const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

const TONE_CLASSES: Record<ReturnType<typeof statusTone>, string> = {
  yellow: "bg-yellow-100 text-yellow-900 border-yellow-300",
  blue: "bg-blue-100 text-blue-900 border-blue-300",
  purple: "bg-purple-100 text-purple-900 border-purple-300",
  green: "bg-green-100 text-green-900 border-green-300",
  red: "bg-red-100 text-red-900 border-red-300",
};

type Data = { orders: AdminOrderRow[]; matching: number; filterUserName: string | null };

export function OrdersTab({ data, query }: { data: Data; query: AdminQuery }) {
  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="orders-heading" className="text-xl font-semibold">
          Orders
        </h2>
        <p className="text-sm text-muted-foreground">
          {data.matching.toLocaleString("en-IN")} {data.matching === 1 ? "order" : "orders"}
        </p>
      </div>
      {query.user ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-accent px-3 py-2 text-sm">
          <span>Showing orders for: {data.filterUserName ?? "Unknown Customer"}</span>
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin${adminSearch({ tab: "orders", q: query.q, status: query.status })}`}>Show All Users</Link>
          </Button>
        </div>
      ) : null}
      <Form method="get" action="/admin" role="search" className="flex flex-col gap-2 sm:flex-row">
        <input type="hidden" name="tab" value="orders" />
        {query.user ? <input type="hidden" name="user" value={query.user} /> : null}
        <label htmlFor="order-search" className="sr-only">
          Search orders by order ID, customer name or record ID
        </label>
        <Input id="order-search" type="search" name="q" defaultValue={query.q} key={query.q} placeholder="Search by order ID, customer or record ID" className="sm:flex-1" />
        <label htmlFor="order-status-filter" className="sr-only">
          Filter by status
        </label>
        <NativeSelect
          id="order-status-filter"
          name="status"
          defaultValue={query.status}
          key={query.status}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="sm:w-auto"
        >
          <option value="all">All Orders</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </NativeSelect>
        <label htmlFor="order-payment-filter" className="sr-only">
          Filter by payment
        </label>
        <NativeSelect
          id="order-payment-filter"
          name="payment"
          defaultValue={query.payment}
          key={`payment-${query.payment}`}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="sm:w-auto"
        >
          <option value="all">All Payments</option>
          {PAYMENT_FILTERS.map((state) => (
            <option key={state} value={state}>
              {PAYMENT_STATE_LABELS[state]}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          Search
        </Button>
        <Button asChild variant="outline">
          <a href={`/admin/orders.csv${adminSearch({ q: query.q, status: query.status, user: query.user, payment: query.payment })}`} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </Form>
      {data.orders.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No orders found.</p>
      ) : (
        <Table containerLabel="Orders">
          <TableHeader>
            <TableRow>
              <TableHead>Order ID</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead className="text-right">Items</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Actions</TableHead>
              <TableHead>Payment</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.orders.map((order) => (
              <OrderTableRow key={order.id} order={order} />
            ))}
          </TableBody>
        </Table>
      )}
      <AdminPagination query={query} matching={data.matching} />
    </section>
  );
}

function OrderTableRow({ order }: { order: AdminOrderRow }) {
  const status = useAdminAction();
  const remove = useAdminAction();
  // Show the chosen status while it saves; a refusal puts the real one back.
  const shownStatus = (status.pending("status") ?? order.status) as OrderStatus;
  const invoice = order.documents.find((document) => document.kind === "invoice");
  return (
    <TableRow>
      <TableCell className="font-medium">{order.orderId}</TableCell>
      <TableCell>{order.customerName ?? "Unknown Customer"}</TableCell>
      <TableCell className="text-right tabular-nums">{order.itemCount}</TableCell>
      <TableCell className="text-right tabular-nums">{formatRupees(order.totalPaise)}</TableCell>
      <TableCell>
        <label htmlFor={`status-${order.id}`} className="sr-only">
          Status of order {order.orderId}
        </label>
        <select
          id={`status-${order.id}`}
          value={shownStatus}
          disabled={status.busy}
          onChange={(event) => status.run({ intent: "update-status", orderRecordId: order.id, status: event.target.value })}
          className={cn("h-9 rounded-full border px-2 text-xs font-medium", TONE_CLASSES[statusTone(shownStatus)])}
        >
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </TableCell>
      <TableCell className="whitespace-nowrap">{order.createdAt ? day.format(new Date(order.createdAt)) : "N/A"}</TableCell>
      <TableCell>
        <div className="flex items-center gap-1">
          <OrderDetailsDialog order={order} />
          {invoice ? (
            <a
              href={taxDocumentPath(invoice.id)}
              download
              aria-label={`Invoice ${invoice.number} of order ${order.orderId}`}
              className="px-1 text-xs whitespace-nowrap text-primary tabular-nums hover:underline"
            >
              {invoice.number}
            </a>
          ) : null}
          <ConfirmDialog
            message="Are you sure you want to delete this order? This action cannot be undone."
            onConfirm={() => remove.run({ intent: "delete-order", orderRecordId: order.id })}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Delete order ${order.orderId}`} disabled={remove.busy}>
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </div>
      </TableCell>
      {/* After the spec's columns, so theirs keep their places. */}
      <TableCell>
        <OrderPaymentCell order={order} />
      </TableCell>
    </TableRow>
  );
}
