import { z } from "zod";
import { CartSchema } from "~/domain/cart/cart";
import { ShippingSchema } from "./shipping-schema";

/** The spec's browser storage key for the checkout in progress. */
export const CHECKOUT_STORAGE_KEY = "checkout-data";

/**
 * What the shipping step hands to the payment step: the address, the cart as it was, and
 * the totals shown to the shopper (the server recomputes them when the order is placed).
 * `checkoutKey` names this checkout, so submitting it twice places one order.
 */
export const CheckoutDataSchema = z.object({
  checkoutKey: z.string().regex(/^[\w-]{8,64}$/),
  userInfo: ShippingSchema,
  items: CartSchema.min(1),
  subtotalPaise: z.number().int().nonnegative(),
  deliveryChargePaise: z.number().int().nonnegative(),
  totalPaise: z.number().int().nonnegative(),
});

export type CheckoutData = z.infer<typeof CheckoutDataSchema>;

export function parseCheckoutData(raw: string | null): CheckoutData | null {
  if (!raw) return null;
  try {
    const parsed = CheckoutDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
