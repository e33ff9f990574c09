import { Search } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/track-order";
import { OrderStatusBadge } from "~/components/order-status-badge";
import { OrderTimeline } from "~/components/order-timeline";
import { QrCode } from "~/components/qr-code";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatRupees } from "~/domain/money/format-rupees";
import { ENTER_ORDER_ID } from "~/domain/orders/tracking-messages";
import { buildTimeline } from "~/domain/orders/timeline";
import { seoMeta } from "~/lib/seo";

export { loader } from "./track-order.server";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return seoMeta({ title: "Track Order", description: "Track your order with its order ID." });
}

export default function TrackOrderPage({ loaderData }: Route.ComponentProps) {
  const { order, error, query, qrUrl } = loaderData;
  const navigation = useNavigation();
  const [emptyError, setEmptyError] = useState(false);
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/track-order";
  const message = emptyError ? ENTER_ORDER_ID : error;

  return (
    <div className="mx-auto max-w-3xl px-3 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight">Track Your Order</h1>
      <p className="mt-1 text-muted-foreground">Enter the order ID from your confirmation, e.g. HAL123456.</p>
      <Form
        method="get"
        action="/track-order"
        role="search"
        className="mt-5 space-y-2"
        onSubmit={(event) => {
          const value = new FormData(event.currentTarget).get("orderId");
          const empty = !String(value ?? "").trim();
          setEmptyError(empty);
          if (empty) event.preventDefault();
        }}
      >
        <Label htmlFor="order-id">Order ID</Label>
        <div className="flex gap-2">
          <Input
            id="order-id"
            name="orderId"
            defaultValue={query}
            key={query}
            placeholder="HAL123456"
            autoComplete="off"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "order-id-error" : undefined}
          />
          <Button type="submit" disabled={searching}>
            <Search aria-hidden="true" />
            {searching ? "Searching..." : "Track"}
          </Button>
        </div>
        {message ? (
          <p id="order-id-error" role="alert" className="text-sm font-medium text-destructive">
            {message}
          </p>
        ) : null}
      </Form>

      {order && !emptyError ? (
        <section aria-labelledby="tracked-order" className="mt-8 space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-5">
            <div>
              <h2 id="tracked-order" className="text-lg font-semibold">
                Order {order.orderId}
              </h2>
              <p className="text-sm text-muted-foreground">
                Placed {dateTime.format(new Date(order.createdAt))} · Updated {dateTime.format(new Date(order.updatedAt))}
              </p>
            </div>
            <OrderStatusBadge status={order.status} />
          </div>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_auto]">
            <div className="rounded-xl border bg-card p-5">
              <OrderTimeline timeline={buildTimeline(order.status, order.events)} />
            </div>
            {order.status !== "Delivered" && qrUrl ? (
              <div className="flex flex-col items-center gap-2 rounded-xl border bg-card p-5 text-center">
                <QrCode
                  value={qrUrl}
                  label={`QR code linking to the tracking page of order ${order.orderId}`}
                />
                <p className="max-w-[200px] text-xs text-muted-foreground">Scan to follow this order on your phone.</p>
              </div>
            ) : null}
          </div>
          <div className="rounded-xl border bg-card p-5">
            <h3 className="font-semibold">Items</h3>
            {order.items ? (
              <ul className="mt-3 divide-y">
                {order.items.map((item, index) => (
                  <li key={index} className="flex items-center gap-3 py-2">
                    {item.image ? (
                      <img src={item.image} alt="" width={48} height={48} loading="lazy" className="size-12 rounded border bg-muted object-cover" />
                    ) : null}
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{item.name}</p>
                      <p className="text-sm text-muted-foreground">
                        {item.brand} · Qty {item.quantity}
                      </p>
                    </div>
                    <p className="text-sm">{formatRupees(item.unitPricePaise * item.quantity)}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">
                The items show to the customer who placed this order: sign in, or open the tracking link from My Orders or the
                order e-mail.
              </p>
            )}
          </div>
        </section>
      ) : null}
    </div>
  );
}
