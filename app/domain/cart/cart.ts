/**
 * The cart's rules. The browser loads this with every page (the header shows the cart's item
 * count), so it has no zod: a stored cart is checked by `readCart` below, which cart-schema.ts
 * (the zod schema the checkout data uses) is held to by a property test (decision 020).
 */

/** What the cart keeps of a product: enough to draw the line without a request. */
export type CartProduct = {
  id: string;
  name: string;
  brand: string;
  pricePaise: number;
  image: string | null;
};

/**
 * The most of one product a cart line (and so an order) may hold: the quantity pickers stop
 * here, the cart clamps to it, and the order schema refuses more.
 */
export const MAX_LINE_QUANTITY = 99;
export const TOO_MANY_OF_ONE = `At most ${MAX_LINE_QUANTITY} of one product per order.`;

/** Limits of a stored cart, shared with cart-schema.ts. */
export const CART_LIMITS = { lines: 200, id: 64, name: 300, brand: 120, image: 2000 } as const;

export type CartLine = { product: CartProduct; quantity: number };
export type Cart = CartLine[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** Code points, as zod counts a string's length (a pair of UTF-16 surrogates is one). */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}
const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && (value.length <= max || codePoints(value) <= max);
const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);

function readProduct(value: unknown): CartProduct | null {
  if (!isRecord(value)) return null;
  const { id, name, brand, pricePaise, image } = value;
  if (!isText(id, CART_LIMITS.id) || id.length < 1 || !isText(name, CART_LIMITS.name) || !isText(brand, CART_LIMITS.brand)) return null;
  if (!isWhole(pricePaise) || pricePaise < 0) return null;
  if (image !== null && !isText(image, CART_LIMITS.image)) return null;
  return { id, name, brand, pricePaise, image };
}

/**
 * A cart as read from storage, or null when any of it is malformed: what CartSchema accepts,
 * with unknown keys dropped and a line over the limit (stored before it existed) clamped.
 */
export function readCart(value: unknown): Cart | null {
  if (!Array.isArray(value) || value.length > CART_LIMITS.lines) return null;
  const cart: Cart = [];
  for (const line of value) {
    if (!isRecord(line)) return null;
    const product = readProduct(line.product);
    const { quantity } = line;
    if (!product || !isWhole(quantity) || quantity < 1) return null;
    cart.push({ product, quantity: Math.min(quantity, MAX_LINE_QUANTITY) });
  }
  return cart;
}

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
    return readCart(JSON.parse(raw)) ?? [];
  } catch {
    return [];
  }
}
