import { deliveryChargePaise } from "./delivery-charge";
import type { IndianState } from "./indian-states";

export type PricedLine = { unitPricePaise: number; quantity: number };

export type OrderTotals = {
  subtotalPaise: number;
  deliveryChargePaise: number;
  totalPaise: number;
};

export function subtotalPaise(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
}

/** Subtotal + delivery = total, all in paise. */
export function orderTotals(lines: PricedLine[], state: IndianState): OrderTotals {
  const subtotal = subtotalPaise(lines);
  const delivery = deliveryChargePaise(state) ?? 0;
  return { subtotalPaise: subtotal, deliveryChargePaise: delivery, totalPaise: subtotal + delivery };
}
