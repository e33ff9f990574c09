import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "~/domain/cart/cart";
import { MAX_ORDER_LINES, mergeLines, PlaceOrderSchema } from "./place-order-schema";

const A = "5b0c6a36-3f5f-4d3c-9b43-0c1f8d9d2a11";
const B = "9d7e1d2c-6a2b-4b59-8f3e-2a6e1c0b7f42";
const shipping = {
  fullName: "Asha Raman",
  mobile: "9876543210",
  email: "asha@example.in",
  address: "12 Anna Salai",
  city: "Chennai",
  pincode: "600002",
  state: "Tamil Nadu",
};
const order = (items: unknown, extra: Record<string, unknown> = {}) => ({ checkoutKey: "checkout-key-1", items, shipping, ...extra });
const firstMessage = (input: unknown) => {
  const result = PlaceOrderSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("PlaceOrderSchema", () => {
  it("keeps only product ids, quantities, the address and the checkout key", () => {
    const parsed = PlaceOrderSchema.parse(order([{ productId: A, quantity: 2, pricePaise: 1 }], { totalPaise: 100 }));
    expect(parsed).toEqual({ checkoutKey: "checkout-key-1", items: [{ productId: A, quantity: 2 }], shipping });
  });

  it(`refuses more than ${MAX_LINE_QUANTITY} of one product with the cart's own message`, () => {
    expect(firstMessage(order([{ productId: A, quantity: MAX_LINE_QUANTITY }]))).toBeNull();
    expect(firstMessage(order([{ productId: A, quantity: MAX_LINE_QUANTITY + 1 }]))).toBe("At most 99 of one product per order.");
  });

  it("refuses quantities below 1 or not whole, unknown ids, an empty cart and too many lines", () => {
    expect(firstMessage(order([{ productId: A, quantity: 0 }]))).toBe("Quantities start at 1");
    expect(firstMessage(order([{ productId: A, quantity: 1.5 }]))).toBe("Quantities are whole numbers");
    expect(firstMessage(order([{ productId: "HAL1", quantity: 1 }]))).toBe("Unknown product");
    expect(firstMessage(order([]))).toBe("Your cart is empty");
    const many = Array.from({ length: MAX_ORDER_LINES + 1 }, () => ({ productId: A, quantity: 1 }));
    expect(firstMessage(order(many))).toBe("Too many different products in one order");
    expect(firstMessage(order([{ productId: A, quantity: 1 }], { checkoutKey: "x" }))).toBe("Invalid checkout");
  });
});

describe("mergeLines", () => {
  it("adds up the same product given twice, keeping first-seen order", () => {
    expect(
      mergeLines([
        { productId: A, quantity: 2 },
        { productId: B, quantity: 1 },
        { productId: A, quantity: 3 },
      ]),
    ).toEqual([
      { productId: A, quantity: 5 },
      { productId: B, quantity: 1 },
    ]);
  });
});
