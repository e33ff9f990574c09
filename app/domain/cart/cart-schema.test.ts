import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCart, type Cart } from "./cart";
import { CartSchema } from "./cart-schema";

/** Mostly well-formed values (so one odd field decides), else values at every limit and of every wrong kind. */
const often = <T, U>(valid: fc.Arbitrary<T>, odd: fc.Arbitrary<U>) => fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: odd });
const text = (max: number) =>
  often(
    fc.string({ minLength: 1, maxLength: 8 }),
    fc.oneof(fc.constantFrom("", "x".repeat(max), "x".repeat(max + 1), "₹".repeat(max), "😀".repeat(max / 2 + 1)), fc.anything()),
  );
const whole = (min: number) =>
  often(
    fc.integer({ min, max: 150 }),
    fc.oneof(
      fc.constantFrom(-1, 0, -0, 1, 99, 100, 1.5, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 1e21, Number.NaN, Infinity, -Infinity),
      fc.double(),
      fc.anything(),
    ),
  );
const product = often(
  fc.record(
    {
      id: text(64),
      name: text(300),
      brand: text(120),
      pricePaise: whole(0),
      image: often(fc.oneof(fc.constant(null), fc.string()), text(2000)),
      extra: fc.anything(),
    },
    { requiredKeys: ["id", "name", "brand", "pricePaise", "image"] },
  ),
  fc.oneof(fc.record({ id: text(64), name: text(300), brand: text(120), pricePaise: whole(0), image: text(2000) }, { requiredKeys: [] }), fc.anything()),
);
const line = often(fc.record({ product, quantity: whole(1), note: fc.anything() }, { requiredKeys: ["product", "quantity"] }), fc.anything());
const stored = often(
  fc.array(line, { maxLength: 3 }),
  fc.oneof(
    fc.array(fc.constant({ product: { id: "p", name: "n", brand: "b", pricePaise: 1, image: null }, quantity: 1 }), { minLength: 199, maxLength: 201 }),
    fc.anything(),
  ),
);

describe("readCart", () => {
  it("accepts and returns exactly what CartSchema does", () => {
    fc.assert(
      fc.property(stored, (value) => {
        const parsed = CartSchema.safeParse(value);
        const expected: Cart | null = parsed.success ? parsed.data : null;
        expect(readCart(value)).toEqual(expected);
      }),
      { numRuns: 20_000 },
    );
  });

  it("keeps every field of a well-formed line and drops unknown ones", () => {
    const cart = [{ product: { id: "p-1", name: "Inverter", brand: "Luminous", pricePaise: 849_900, image: null, stock: 4 }, quantity: 2, note: "x" }];
    expect(readCart(cart)).toEqual([{ product: { id: "p-1", name: "Inverter", brand: "Luminous", pricePaise: 849_900, image: null }, quantity: 2 }]);
  });
});
