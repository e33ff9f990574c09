import { Package } from "lucide-react";
import { useState } from "react";
import { isRouteErrorResponse, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/orders";
import { OrderCard } from "~/components/order-card";
import { PaymentReferenceForm } from "~/components/payment-reference-form";
import { ReviewDialog } from "~/components/review-dialog";
import { UpiPayment } from "~/components/upi-payment";
import { Button } from "~/components/ui/button";
import { seoMeta } from "~/lib/seo";

export { action, loader } from "./orders.server";

export function meta() {
  return seoMeta({ title: "My Orders", description: "Your orders and their status.", noIndex: true });
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
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
              {order.upiLink && upi ? <AwaitingPayment order={order} upi={upi} link={order.upiLink} /> : null}
            </OrderCard>
          ))}
        </div>
      )}
    </div>
  );
}

function AwaitingPayment({
  order,
  upi,
  link,
}: {
  order: { orderId: string; totalPaise: number; paymentReference: string | null };
  upi: { vpa: string; payeeName: string };
  link: string;
}) {
  const [qrFailed, setQrFailed] = useState(false);
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <div>
        <h3 className="mb-3 font-medium">Pay for this order</h3>
        {qrFailed ? <p className="text-sm text-destructive">Failed to generate QR codes.</p> : null}
        <UpiPayment link={link} amountPaise={order.totalPaise} payeeName={upi.payeeName} vpa={upi.vpa} onQrError={() => setQrFailed(true)} />
      </div>
      <PaymentReferenceForm orderId={order.orderId} current={order.paymentReference} />
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
