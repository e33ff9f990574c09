import { ShoppingCart } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { CartProduct } from "~/domain/cart/cart";
import { toast } from "~/hooks/use-toast";
import { cartStore } from "~/stores/cart-store";

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
  icon = true,
}: {
  product: CartProduct;
  quantity?: number;
  signedIn: boolean;
  inStock: boolean;
  disabled?: boolean;
  label?: string;
  className?: string;
  size?: "default" | "sm" | "lg";
  /** Listing cards leave the icon out: 48 inline SVGs are a lot of bytes for a phone. */
  icon?: boolean;
}) {
  return (
    <Button
      type="button"
      size={size}
      className={className}
      disabled={!inStock || disabled}
      onClick={() => {
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
      }}
    >
      {icon ? <ShoppingCart aria-hidden="true" /> : null}
      {label}
    </Button>
  );
}
