import { z } from "zod";
import { CART_LIMITS, MAX_LINE_QUANTITY } from "./cart";

const CartProductSchema = z.object({
  id: z.string().min(1).max(CART_LIMITS.id),
  name: z.string().max(CART_LIMITS.name),
  brand: z.string().max(CART_LIMITS.brand),
  pricePaise: z.number().int().nonnegative(),
  image: z.string().max(CART_LIMITS.image).nullable(),
});

const CartLineSchema = z.object({
  product: CartProductSchema,
  // A cart stored before this limit existed is clamped, not thrown away.
  quantity: z.number().int().min(1).transform((quantity) => Math.min(quantity, MAX_LINE_QUANTITY)),
});

/** The cart inside the checkout data; the same rule as `readCart` (cart.ts), checked by a property test. */
export const CartSchema = z.array(CartLineSchema).max(CART_LIMITS.lines);
