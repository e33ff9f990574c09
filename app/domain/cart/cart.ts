import { z } from "zod";

/** What the cart keeps of a product: enough to draw the line without a request. */
const CartProductSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(300),
  brand: z.string().max(120),
  pricePaise: z.number().int().nonnegative(),
  image: z.string().max(2000).nullable(),
});
export type CartProduct = z.infer<typeof CartProductSchema>;

/**
 * The most of one product a cart line (and so an order) may hold: the quantity pickers stop
 * here, the cart clamps to it, and the order schema refuses more.
 */
export const MAX_LINE_QUANTITY = 99;
export const TOO_MANY_OF_ONE = `At most ${MAX_LINE_QUANTITY} of one product per order.`;

const CartLineSchema = z.object({
  product: CartProductSchema,
  // A cart stored before this limit existed is clamped, not thrown away.
  quantity: z.number().int().min(1).transform((quantity) => Math.min(quantity, MAX_LINE_QUANTITY)),
});
export type CartLine = z.output<typeof CartLineSchema>;

export const CartSchema = z.array(CartLineSchema).max(200);
export type Cart = CartLine[];

/** Adding a product already in the cart raises its quantity by the amount given. */
export function addToCart(cart: Cart, product: CartProduct, quantity = 1): Cart {
  if (!Number.isInteger(quantity) || quantity < 1) return cart;
  const existing = cart.find((line) => line.product.id === product.id);
  if (!existing) return [...cart, { product, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }];
  return cart.map((line) =>
    line.product.id === product.id ? { product, quantity: Math.min(line.quantity + quantity, MAX_LINE_QUANTITY) } : line,
  );
}

/** A quantity of 0 or less removes the line. */
export function setQuantity(cart: Cart, productId: string, quantity: number): Cart {
  if (quantity <= 0) return removeFromCart(cart, productId);
  return cart.map((line) =>
    line.product.id === productId ? { ...line, quantity: Math.min(Math.floor(quantity), MAX_LINE_QUANTITY) } : line,
  );
}

export function removeFromCart(cart: Cart, productId: string): Cart {
  return cart.filter((line) => line.product.id !== productId);
}

/** Sum of price × quantity, in paise. */
export function cartTotalPaise(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.product.pricePaise * line.quantity, 0);
}

/** Sum of quantities (the header badge). */
export function cartItemCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** Reads a stored cart; anything malformed counts as an empty cart rather than breaking the page. */
export function parseStoredCart(raw: string | null): Cart {
  if (!raw) return [];
  try {
    const parsed = CartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
