import { ShoppingCart } from "lucide-react";
import { useEffect, useEffectEvent, useMemo } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import type { Route } from "./+types/cart";
import { CartLine, type LineNotice } from "~/components/cart-line";
import { OrderSummary } from "~/components/order-summary";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { cartItemCount, cartTotalPaise } from "~/domain/cart/cart";
import { useHydrated } from "~/hooks/use-hydrated";
import { seoMeta } from "~/lib/seo";
import type { CartProductState } from "~/domain/catalog/views";
import { cartStore, useCart } from "~/stores/cart-store";
import { useCurrentUser } from "~/hooks/use-current-user";

export function meta() {
  return seoMeta({ title: "Your Cart", description: "Your shopping cart.", noIndex: true });
}

export default function CartPage(_: Route.ComponentProps) {
  const cart = useCart();
  const hydrated = useHydrated();
  const signedIn = Boolean(useCurrentUser());
  const navigate = useNavigate();
  const catalogue = useFetcher<{ products: CartProductState[] }>();
  const ids = cart.map((line) => line.product.id).join(",");

  // Today's prices and stock, fetched whenever the set of products changes.
  // (The fetcher object changes with every load; only a new set of products fetches again.)
  const loadCatalogue = useEffectEvent((url: string) => void catalogue.load(url));
  useEffect(() => {
    if (ids) loadCatalogue(`/api/cart-products?ids=${encodeURIComponent(ids)}`);
  }, [ids]);

  const current = catalogue.data?.products;
  useEffect(() => {
    for (const product of current ?? []) cartStore.reprice(product.id, product.pricePaise);
  }, [current]);

  const notices = useMemo(() => {
    const map = new Map<string, LineNotice>();
    if (!current) return map;
    const byId = new Map(current.map((p) => [p.id, p]));
    for (const line of cart) {
      const now = byId.get(line.product.id);
      if (!now) map.set(line.product.id, { kind: "unavailable" });
      else if (!now.inStock) map.set(line.product.id, { kind: "out-of-stock" });
      else if (now.stockQuantity !== null && now.stockQuantity < line.quantity) map.set(line.product.id, { kind: "short", left: now.stockQuantity });
      else {
        // The price the shopper added at, so a change can be pointed out after repricing.
        const previous = cartStore.firstSeenPrice(line.product.id);
        if (previous !== undefined && previous !== now.pricePaise) map.set(line.product.id, { kind: "price", previousPaise: previous });
      }
    }
    return map;
  }, [cart, current]);
  const blocked = [...notices.values()].some((n) => n.kind !== "price");

  // The cart lives in this browser, so the server sends a placeholder. It and the empty cart
  // share a minimum height, so the footer does not jump when the page hydrates (layout shift).
  if (!hydrated) {
    return (
      <div className="mx-auto min-h-96 max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-bold">Shopping Cart</h1>
        <Skeleton className="mt-6 h-40 w-full" />
      </div>
    );
  }

  if (cart.length === 0) {
    return (
      <div className="mx-auto flex min-h-96 max-w-md flex-col items-center justify-center px-4 py-20 text-center">
        <ShoppingCart className="size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Your cart is empty</h1>
        <p className="mt-2 text-muted-foreground">Browse our inverters, UPS systems and batteries.</p>
        <Button asChild className="mt-6">
          <Link to="/products">Continue Shopping</Link>
        </Button>
      </div>
    );
  }

  const checkout = () =>
    navigate(signedIn ? "/user-info" : `/sign-in?notice=checkout&redirectTo=${encodeURIComponent("/user-info")}`);

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Shopping Cart</h1>
        <Button type="button" variant="ghost" size="sm" onClick={() => cartStore.clear()}>
          Clear cart
        </Button>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ul aria-label="Items in your cart" className="divide-y rounded-xl border bg-card px-4">
          {cart.map((line) => (
            <CartLine
              key={line.product.id}
              line={line}
              notice={notices.get(line.product.id) ?? null}
              onQuantity={(quantity) => cartStore.setQuantity(line.product.id, quantity)}
              onRemove={() => cartStore.remove(line.product.id)}
            />
          ))}
        </ul>
        <div>
          <OrderSummary itemCount={cartItemCount(cart)} subtotalPaise={cartTotalPaise(cart)} delivery="Calculated at checkout">
            <Button type="button" className="w-full" size="lg" onClick={checkout} disabled={blocked}>
              Continue to Checkout
            </Button>
            {blocked ? (
              <p className="text-sm text-destructive">Some items need your attention before checkout.</p>
            ) : null}
            {!signedIn ? <p className="text-sm text-muted-foreground">You will be asked to sign in first.</p> : null}
            <Button asChild variant="outline" className="w-full">
              <Link to="/products">Continue Shopping</Link>
            </Button>
          </OrderSummary>
        </div>
      </div>
    </div>
  );
}
