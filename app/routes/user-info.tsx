import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/user-info";
import { OrderSummary } from "~/components/order-summary";
import { ShippingFormFields, type ShippingValues } from "~/components/shipping-form-fields";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { cartItemCount, cartTotalPaise } from "~/domain/cart/cart";
import { deliveryChargePaise } from "~/domain/checkout/delivery-charge";
import { isIndianState } from "~/domain/checkout/indian-states";
import { ShippingSchema, shippingErrors, type ShippingErrors, type ShippingField } from "~/domain/checkout/shipping-schema";
import { formatRupees } from "~/domain/money/format-rupees";
import { useHydrated } from "~/hooks/use-hydrated";
import { seoMeta } from "~/lib/seo";
import { requireUser } from "~/web/session.server";
import { useCart } from "~/stores/cart-store";
import { checkoutStore } from "~/stores/checkout-store";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { prefill: { fullName: user.displayName ?? "", email: user.email } };
}

export function meta() {
  return seoMeta({ title: "Shipping Information", description: "Where should we deliver your order?", noIndex: true });
}

const EMPTY: ShippingValues = { fullName: "", mobile: "", email: "", address: "", city: "", pincode: "", state: "", landmark: "", gstin: "", businessName: "" };

export default function UserInfoPage({ loaderData }: Route.ComponentProps) {
  const cart = useCart();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [values, setValues] = useState<ShippingValues>(() => {
    const saved = checkoutStore.read()?.userInfo;
    return saved ? { ...EMPTY, ...saved, landmark: saved.landmark ?? "", gstin: saved.gstin ?? "", businessName: saved.businessName ?? "" } : { ...EMPTY, ...loaderData.prefill };
  });
  const [touched, setTouched] = useState<Partial<Record<ShippingField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (hydrated && cart.length === 0) navigate("/cart", { replace: true });
  }, [hydrated, cart.length, navigate]);

  const allErrors = shippingErrors(values);
  const shown: ShippingErrors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => submitted || touched[field as ShippingField]),
  );
  const state = isIndianState(values.state) ? values.state : null;
  const subtotal = cartTotalPaise(cart);
  const delivery = deliveryChargePaise(state);

  if (!hydrated || cart.length === 0) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-bold">Shipping Information</h1>
        <Skeleton className="mt-6 h-96 w-full" />
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = ShippingSchema.safeParse(values);
    if (!parsed.success || delivery === null) return;
    const previous = checkoutStore.read();
    checkoutStore.save({
      checkoutKey: previous?.checkoutKey ?? crypto.randomUUID(),
      userInfo: parsed.data,
      items: cart,
      subtotalPaise: subtotal,
      deliveryChargePaise: delivery,
      totalPaise: subtotal + delivery,
    });
    navigate("/payment");
  };

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight">Shipping Information</h1>
      <p className="mt-1 text-muted-foreground">Where should we deliver your order?</p>
      <form noValidate onSubmit={submit} className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-label="Shipping Information">
        <div className="rounded-xl border bg-card p-5">
          <ShippingFormFields
            values={values}
            errors={shown}
            onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
            onBlur={(field) => setTouched((t) => ({ ...t, [field]: true }))}
          />
        </div>
        <div>
          <OrderSummary
            itemCount={cartItemCount(cart)}
            subtotalPaise={subtotal}
            delivery={delivery ?? "Select state"}
            totalPaise={delivery === null ? undefined : subtotal + delivery}
          >
            <ul className="space-y-1 text-sm">
              {cart.map((line) => (
                <li key={line.product.id} className="flex justify-between gap-3">
                  <span className="truncate">
                    {line.product.name} × {line.quantity}
                  </span>
                  <span>{formatRupees(line.product.pricePaise * line.quantity)}</span>
                </li>
              ))}
            </ul>
            <Button type="submit" size="lg" className="w-full" disabled={!state}>
              Continue to Payment
            </Button>
            {!state ? <p className="text-sm text-muted-foreground">Choose your state to see the delivery charge.</p> : null}
            <Button asChild variant="outline" className="w-full">
              <Link to="/cart">Back to Cart</Link>
            </Button>
          </OrderSummary>
        </div>
      </form>
    </div>
  );
}
