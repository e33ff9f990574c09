import { z } from "zod";
import { MAX_LINE_QUANTITY, TOO_MANY_OF_ONE } from "~/domain/cart/cart";
import { ShippingSchema } from "./shipping-schema";

export const MAX_ORDER_LINES = 50;

/**
 * What the browser may say when placing an order: which products, how many, where to —
 * and its checkout key, so a repeated submission finds the first order. Prices and totals
 * are never taken from the browser.
 */
export const PlaceOrderSchema = z.object({
  checkoutKey: z.string().regex(/^[\w-]{8,64}$/, "Invalid checkout"),
  items: z
    .array(
      z.object({
        productId: z.uuid("Unknown product"),
        quantity: z.number().int("Quantities are whole numbers").min(1, "Quantities start at 1").max(MAX_LINE_QUANTITY, TOO_MANY_OF_ONE),
      }),
    )
    .min(1, "Your cart is empty")
    .max(MAX_ORDER_LINES, "Too many different products in one order"),
  shipping: ShippingSchema,
}, { error: "The order could not be read. Please try again." });

export type PlaceOrderInput = z.infer<typeof PlaceOrderSchema>;

/** The same product twice becomes one line with the quantities added. */
export function mergeLines(items: PlaceOrderInput["items"]): PlaceOrderInput["items"] {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of items) merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}
