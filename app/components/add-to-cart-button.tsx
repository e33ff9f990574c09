import { ShoppingCart } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { CartProduct } from "~/domain/cart/cart";
import { toast } from "~/hooks/use-toast";
import { cartStore } from "~/stores/cart-store";

/**
 * What a tap on "Add to Cart" does: signed-out shoppers are told to sign in first, as the spec
 * asks; otherwise the product goes into the cart kept in this browser.
 */
export function addToCart(product: CartProduct, quantity: number, signedIn: boolean): void {
  if (!signedIn) {
    toast({
      title: "Please sign in",
      description: "You need to sign in to add items to cart",
      variant: "destructive",
    });
    return;
  }
  cartStore.add(product, Math.max(1, quantity));
  toast({ title: "Added to cart", description: `${product.name} has been added to your cart` });
}

/**
 * Adds to the cart kept in this browser. Signed-out shoppers are told to sign in first,
 * as the spec asks; an out-of-stock product cannot be added.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  signedIn,
  inStock,
  disabled = false,
  label = "Add to Cart",
  className,
  size,
}: {
  product: CartProduct;
  quantity?: number;
  signedIn: boolean;
  inStock: boolean;
  disabled?: boolean;
  label?: string;
  className?: string;
  size?: "default" | "sm" | "lg";
}) {
  return (
    <Button
      type="button"
      size={size}
      className={className}
      disabled={!inStock || disabled}
      onClick={() => addToCart(product, quantity, signedIn)}
    >
      <ShoppingCart aria-hidden="true" />
      {label}
    </Button>
  );
}
