import { parseCheckoutData, type CheckoutData } from "~/domain/checkout/checkout-data";

/** The spec's browser storage key for the checkout in progress. */
const CHECKOUT_STORAGE_KEY = "checkout-data";

/** The checkout in progress, kept in this browser between the shipping and payment steps. */
export const checkoutStore = {
  read(): CheckoutData | null {
    if (typeof window === "undefined") return null;
    return parseCheckoutData(window.localStorage.getItem(CHECKOUT_STORAGE_KEY));
  },
  save(data: CheckoutData) {
    window.localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(data));
  },
  clear() {
    window.localStorage.removeItem(CHECKOUT_STORAGE_KEY);
  },
};
