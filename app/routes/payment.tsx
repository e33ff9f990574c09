import { CheckCircle2, CreditCard, Truck } from "lucide-react";
import { useEffect } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import type { Route } from "./+types/payment";
import type { action } from "./payment.server";
import { OrderSummary } from "~/components/order-summary";
import { OrderPayment } from "~/components/order-payment";
import { UpiPayment } from "~/components/upi-payment";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { cartItemCount } from "~/domain/cart/cart";
import { formatRupees } from "~/domain/money/format-rupees";
import { paymentNote, upiLink } from "~/domain/payments/upi-link";
import { useHydrated } from "~/hooks/use-hydrated";
import { useActionToast } from "~/hooks/use-action-toast";
import { useRevalidateWhile } from "~/hooks/use-revalidate-while";
import { seoMeta } from "~/lib/seo";
import { cartStore } from "~/stores/cart-store";
import { checkoutStore } from "~/stores/checkout-store";

export { action, loader } from "./payment.server";

export function meta() {
  return seoMeta({ title: "Payment", description: "Pay by UPI and place your order.", noIndex: true });
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  return loaderData.placed ? <Confirmation placed={loaderData.placed} upi={loaderData.upi} /> : <Checkout upi={loaderData.upi} />;
}

function Checkout({ upi }: { upi: { vpa: string; payeeName: string } }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof action>();
  const checkout = hydrated ? checkoutStore.read() : null;
  useActionToast(fetcher.data);

  useEffect(() => {
    if (hydrated && !checkoutStore.read()) navigate("/cart", { replace: true });
  }, [hydrated, navigate]);

  if (!checkout) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-bold">Payment</h1>
        <Skeleton className="mt-6 h-96 w-full" />
      </div>
    );
  }

  const placing = fetcher.state !== "idle";
  const place = () =>
    fetcher.submit(
      {
        checkoutKey: checkout.checkoutKey,
        items: checkout.items.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
        shipping: checkout.userInfo,
      },
      { method: "post", action: "/payment", encType: "application/json" },
    );
  const link = upiLink({ ...upi, amountPaise: checkout.totalPaise, note: paymentNote() });
  const address = checkout.userInfo;

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight">Payment</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <section aria-labelledby="method-heading" className="rounded-xl border bg-card p-5">
            <h2 id="method-heading" className="text-lg font-semibold">
              Payment Method
            </h2>
            <fieldset className="mt-3 space-y-2">
              <legend className="sr-only">Choose how to pay</legend>
              <label className="flex items-center gap-3 rounded-lg border border-primary bg-accent p-3">
                <input type="radio" name="method" value="UPI" defaultChecked className="size-4 accent-primary" />
                <CreditCard className="size-5 text-primary" aria-hidden="true" />
                <span className="font-medium">UPI</span>
                <span className="ml-auto text-sm text-muted-foreground">GPay, PhonePe, Paytm, BHIM…</span>
              </label>
              <label className="flex items-center gap-3 rounded-lg border p-3 text-muted-foreground">
                <input type="radio" name="method" value="COD" disabled className="size-4" />
                <Truck className="size-5" aria-hidden="true" />
                <span>Cash on Delivery</span>
                <span className="ml-auto text-sm">Not available</span>
              </label>
            </fieldset>
            <p className="mt-4 rounded-md bg-muted p-3 text-sm">
              Shipping begins once we confirm your payment. Place your order, then pay with any UPI app using the QR
              code or link on the next screen; the order ID goes with your payment so we can match it.
            </p>
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer font-medium">Preview the UPI payment</summary>
              <div className="mt-3">
                <UpiPayment link={link} amountPaise={checkout.totalPaise} payeeName={upi.payeeName} vpa={upi.vpa} />
              </div>
            </details>
          </section>
          <section aria-labelledby="ship-to-heading" className="rounded-xl border bg-card p-5 text-sm">
            <h2 id="ship-to-heading" className="text-lg font-semibold">
              Shipping to
            </h2>
            <p className="mt-2">
              {address.fullName}, {address.mobile}
              <br />
              {address.address}
              {address.landmark ? `, near ${address.landmark}` : ""}
              <br />
              {address.city}, {address.state} {address.pincode}
            </p>
            <Link to="/user-info" className="mt-2 inline-block font-medium text-primary underline underline-offset-4">
              Change address
            </Link>
          </section>
        </div>
        <div>
          <OrderSummary
            itemCount={cartItemCount(checkout.items)}
            subtotalPaise={checkout.subtotalPaise}
            delivery={checkout.deliveryChargePaise}
            totalPaise={checkout.totalPaise}
          >
            <Button type="button" size="lg" className="w-full" onClick={place} disabled={placing}>
              {placing ? "Placing Order..." : `Place Order · ${formatRupees(checkout.totalPaise)}`}
            </Button>
          </OrderSummary>
        </div>
      </div>
    </div>
  );
}

type Placed = NonNullable<Route.ComponentProps["loaderData"]["placed"]>;

function Confirmation({ placed, upi }: { placed: Placed; upi: { vpa: string; payeeName: string } }) {
  // The checkout that made this order is finished: empty the cart it came from.
  useEffect(() => {
    const key = new URLSearchParams(window.location.search).get("key");
    const stored = checkoutStore.read();
    if (key && stored?.checkoutKey === key) {
      checkoutStore.clear();
      cartStore.clear();
    }
  }, []);
  useRevalidateWhile(placed.payment.kind === "pay");
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <div className="rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8">
        <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold">Order Placed Successfully!</h1>
        <p className="mt-2 text-lg">
          Order ID: <strong data-testid="order-id">{placed.orderId}</strong>
        </p>
        <p className="text-muted-foreground">Total: {formatRupees(placed.totalPaise)}</p>
        {placed.payment.kind === "pay" ? (
          <p className="mx-auto mt-4 max-w-md text-sm">
            Pay now with any UPI app. Shipping begins once we confirm your payment.
          </p>
        ) : null}
        <div className="mt-5">
          <OrderPayment panel={placed.payment} order={placed} upi={upi} />
        </div>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline">
            <Link to={placed.trackingPath}>Track Order</Link>
          </Button>
          <Button asChild>
            <Link to="/orders">My Orders</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
