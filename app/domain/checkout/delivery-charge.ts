import type { IndianState } from "./indian-states";

/** The shop is in Tamil Nadu: delivery within the state costs less. */
export const HOME_STATE: IndianState = "Tamil Nadu";
export const HOME_STATE_DELIVERY_PAISE = 999_00;
export const OTHER_STATE_DELIVERY_PAISE = 1_499_00;

/** Delivery for an order shipped to `state`; null until a state is chosen. */
export function deliveryChargePaise(state: IndianState | "" | null | undefined): number | null {
  if (!state) return null;
  return state === HOME_STATE ? HOME_STATE_DELIVERY_PAISE : OTHER_STATE_DELIVERY_PAISE;
}
