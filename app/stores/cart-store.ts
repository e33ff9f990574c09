import { useSyncExternalStore } from "react";
import {
  addToCart,
  cartItemCount,
  parseStoredCart,
  removeFromCart,
  setQuantity,
  type Cart,
  type CartProduct,
} from "~/domain/cart/cart";

/** Shop-specific, so another app on the same origin cannot clash with it. */
const CART_STORAGE_KEY = "hal-power-shop:cart";

const EMPTY: Cart = [];
let cart: Cart = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();
/** The price each product had when it first appeared in this tab's cart, so a later repricing can be pointed out. */
const firstSeenPrices = new Map<string, number>();

function rememberPrices(lines: Cart) {
  for (const line of lines) if (!firstSeenPrices.has(line.product.id)) firstSeenPrices.set(line.product.id, line.product.pricePaise);
}

/**
 * The stored cart, or the same EMPTY the server rendered with: after hydration React compares
 * the two, and a new (if empty) array would make it render the header again at once.
 */
function readStored(raw: string | null): Cart {
  const stored = parseStoredCart(raw);
  return stored.length > 0 ? stored : EMPTY;
}

function load() {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  cart = readStored(window.localStorage.getItem(CART_STORAGE_KEY));
  rememberPrices(cart);
  // Another tab changed the cart: follow it.
  window.addEventListener("storage", (event) => {
    if (event.key !== CART_STORAGE_KEY) return;
    cart = readStored(event.newValue);
    rememberPrices(cart);
    emit();
  });
}

function emit() {
  for (const listener of listeners) listener();
}

function commit(next: Cart) {
  rememberPrices(next);
  cart = next;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this visit.
  }
  emit();
}

function subscribe(listener: () => void) {
  load();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): Cart {
  load();
  return cart;
}

export const cartStore = {
  get: getSnapshot,
  add: (product: CartProduct, quantity = 1) => commit(addToCart(getSnapshot(), product, quantity)),
  setQuantity: (productId: string, quantity: number) =>
    commit(setQuantity(getSnapshot(), productId, quantity)),
  remove: (productId: string) => commit(removeFromCart(getSnapshot(), productId)),
  clear: () => commit(EMPTY),
  /** The price the product had when it first came into this cart (this tab), if it is there. */
  firstSeenPrice: (productId: string): number | undefined => firstSeenPrices.get(productId),
  /** Brings a line's price up to date with the catalogue (the cart page marks the change). */
  reprice: (productId: string, pricePaise: number) => {
    const current = getSnapshot();
    if (!current.some((line) => line.product.id === productId && line.product.pricePaise !== pricePaise)) return;
    commit(current.map((line) => (line.product.id === productId ? { ...line, product: { ...line.product, pricePaise } } : line)));
  },
};

/** The cart as stored in this browser; empty during server rendering. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}

/**
 * After hydration, reading the stored cart is the first use of `localStorage` on the page: a
 * synchronous trip to the browser's storage, which React would make in the same task as every
 * other effect of the page (decision 020). The header's badge can wait one task for it, so it
 * subscribes without reading, and the read follows in a task of its own. A page that shows the
 * cart itself (`useCart`) still reads it at once.
 */
function subscribeLater(listener: () => void) {
  listeners.add(listener);
  const timer = loaded
    ? undefined
    : setTimeout(() => {
        // Also when a page's own `useCart` read it meanwhile: this badge may have missed it.
        load();
        if (cart !== EMPTY) emit();
      });
  return () => {
    clearTimeout(timer);
    listeners.delete(listener);
  };
}

/** The cart as read so far: EMPTY until something has read the stored cart. */
const getLoadedSnapshot = (): Cart => cart;

/** Sum of the cart's quantities, for the header's badge. */
export function useCartItemCount(): number {
  return cartItemCount(useSyncExternalStore(subscribeLater, getLoadedSnapshot, () => EMPTY));
}
