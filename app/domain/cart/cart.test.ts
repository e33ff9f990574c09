import { describe, expect, it } from "vitest";
import { PlaceOrderSchema } from "~/domain/checkout/place-order-schema";
import {
  addToCart,
  cartItemCount,
  cartTotalPaise,
  MAX_LINE_QUANTITY,
  parseStoredCart,
  removeFromCart,
  setQuantity,
  type Cart,
  type CartProduct,
} from "./cart";

const inverter: CartProduct = { id: "p-inverter", name: "Inverter", brand: "Luminous", pricePaise: 8_499_00, image: null };
const battery: CartProduct = { id: "p-battery", name: "Battery", brand: "Exide", pricePaise: 13_500_50, image: "/b.svg" };

describe("the cart", () => {
  it("adds a new line, and raises the quantity of a product already in it by the amount given", () => {
    let cart: Cart = addToCart([], inverter);
    expect(cart).toEqual([{ product: inverter, quantity: 1 }]);
    cart = addToCart(cart, inverter, 3);
    cart = addToCart(cart, battery, 2);
    expect(cart).toEqual([
      { product: inverter, quantity: 4 },
      { product: battery, quantity: 2 },
    ]);
  });

  it("ignores an amount below 1 or not whole", () => {
    expect(addToCart([], inverter, 0)).toEqual([]);
    expect(addToCart([], inverter, -2)).toEqual([]);
    expect(addToCart([], inverter, 1.5)).toEqual([]);
  });

  it("removes a line set to 0 or less, and by remove", () => {
    const cart = addToCart(addToCart([], inverter, 2), battery);
    expect(setQuantity(cart, inverter.id, 0)).toEqual([{ product: battery, quantity: 1 }]);
    expect(setQuantity(cart, inverter.id, -1)).toEqual([{ product: battery, quantity: 1 }]);
    expect(removeFromCart(cart, battery.id)).toEqual([{ product: inverter, quantity: 2 }]);
  });

  it("totals price × quantity in paise, and counts items", () => {
    const cart = addToCart(addToCart([], inverter, 2), battery, 3);
    expect(cartTotalPaise(cart)).toBe(2 * 8_499_00 + 3 * 13_500_50);
    expect(cartItemCount(cart)).toBe(5);
    expect(cartItemCount([])).toBe(0);
  });

  it("never holds more of one product than an order accepts", () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
    const full = addToCart([], inverter, MAX_LINE_QUANTITY);
    expect(addToCart(full, inverter, 5)[0]!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(addToCart([], inverter, 500)[0]!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(setQuantity(full, inverter.id, 1000)[0]!.quantity).toBe(MAX_LINE_QUANTITY);
    // The catch the old 999 missed: the fullest cart line is an order line the schema accepts.
    const order = PlaceOrderSchema.safeParse({
      checkoutKey: "checkout-key-1",
      items: full.map((line) => ({ productId: "5b0c6a36-3f5f-4d3c-9b43-0c1f8d9d2a11", quantity: line.quantity })),
      shipping: {
        fullName: "Asha",
        mobile: "9876543210",
        email: "asha@example.in",
        address: "1 Road",
        city: "Chennai",
        pincode: "600001",
        state: "Tamil Nadu",
        landmark: "",
      },
    });
    expect(order.success).toBe(true);
  });

  it("reads a stored cart, clamping old over-full lines and dropping anything malformed", () => {
    expect(parseStoredCart(JSON.stringify([{ product: inverter, quantity: 250 }]))).toEqual([{ product: inverter, quantity: 99 }]);
    expect(parseStoredCart(JSON.stringify([{ product: battery, quantity: 2 }]))).toEqual([{ product: battery, quantity: 2 }]);
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ product: inverter, quantity: 0 }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ product: inverter }))).toEqual([]);
  });
});
