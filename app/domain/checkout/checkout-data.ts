import { z } from "zod";
import { CartSchema } from "~/domain/cart/cart-schema";
import { ShippingSchema } from "./shipping-schema";

/**
 * What the shipping step hands to the payment step: the address, the cart as it was, and
 * the totals shown to the shopper (the server recomputes them when the order is placed).
 * `checkoutKey` names this checkout, so submitting it twice places one order.
 */
const CheckoutDataSchema = z.object({
  checkoutKey: z.string().regex(/^[\w-]{8,64}$/),
  userInfo: ShippingSchema,
  items: CartSchema.min(1),
  subtotalPaise: z.number().int().nonnegative(),
  deliveryChargePaise: z.number().int().nonnegative(),
  totalPaise: z.number().int().nonnegative(),
});

export type CheckoutData = z.output<typeof CheckoutDataSchema>;

export function parseCheckoutData(raw: string | null): CheckoutData | null {
  if (!raw) return null;
  try {
    const parsed = CheckoutDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
