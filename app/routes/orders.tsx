import { Package } from "lucide-react";
import { isRouteErrorResponse, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/orders";
import { OrderCard } from "~/components/order-card";
import { OrderPayment } from "~/components/order-payment";
import { ReviewDialog } from "~/components/review-dialog";
import { Button } from "~/components/ui/button";
import { useRevalidateWhile } from "~/hooks/use-revalidate-while";
import { seoMeta } from "~/lib/seo";

export { action, loader } from "./orders.server";

export function meta() {
  return seoMeta({ title: "My Orders", description: "Your orders and their status.", noIndex: true });
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  useRevalidateWhile(loaderData.orders.some((order) => order.payment.kind === "pay"));
  if (!loaderData.signedIn) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">My Orders</h1>
        <p className="mt-3 text-muted-foreground">Please sign in to view your orders.</p>
        <Button asChild className="mt-6">
          <Link to="/sign-in?notice=orders&redirectTo=%2Forders">Sign In</Link>
        </Button>
      </div>
    );
  }
  const { orders, upi, reviews } = loaderData;

  return (
    <div className="mx-auto max-w-4xl px-3 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight">My Orders</h1>
      {orders.length === 0 ? (
        <div className="mt-10 flex flex-col items-center text-center">
          <Package className="size-12 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 text-lg font-medium">No orders yet</p>
          <Button asChild className="mt-5">
            <Link to="/products">Start Shopping</Link>
          </Button>
        </div>
      ) : (
        <div className="mt-6 space-y-5">
          {orders.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              lineActions={
                order.status === "Delivered"
                  ? (line) =>
                      line.productId ? (
                        <ReviewDialog productId={line.productId} productName={line.name} existing={reviews[line.productId] ?? null} />
                      ) : null
                  : undefined
              }
            >
              {order.payment.kind === "pay" || (order.payment.kind === "received" && order.status === "Payment Confirmed") ? (
                <div>
                  {order.payment.kind === "pay" ? <h3 className="mb-3 font-medium">Pay for this order</h3> : null}
                  <OrderPayment panel={order.payment} order={order} upi={upi} />
                </div>
              ) : null}
            </OrderCard>
          ))}
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">My Orders</h1>
      <p role="alert" className="mt-3 text-destructive">
        {status === 401 ? "User not authenticated." : "Failed to load orders. Please try again."}
      </p>
      <Button className="mt-6" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
        Try Again
      </Button>
    </div>
  );
}
