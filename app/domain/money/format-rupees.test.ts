import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRupees, paiseToDecimalString, parseRupees } from "./format-rupees";

describe("formatRupees", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(12_345_600)).toBe("₹1,23,456");
    expect(formatRupees(1_00_00_000_00)).toBe("₹1,00,00,000");
    expect(formatRupees(99_900)).toBe("₹999");
    expect(formatRupees(149_900)).toBe("₹1,499");
  });

  it("shows paise only when there are some", () => {
    expect(formatRupees(9_950)).toBe("₹99.50");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("writes every amount as Intl's en-IN rupee format does", () => {
    const intl = (paise: number) =>
      new Intl.NumberFormat("en-IN", {
        style: "currency",
        currency: "INR",
        minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
        maximumFractionDigits: paise % 100 === 0 ? 0 : 2,
      }).format(paise / 100);
    // Up to ₹1 lakh crore either way: beyond it, paise / 100 is no longer exact for Intl.
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => formatRupees(paise) === intl(paise)), { numRuns: 5000 });
    for (const paise of [1, 5, 10, 99, 100, 1_000_00, 1_00_000_00, -1, -150]) expect(formatRupees(paise)).toBe(intl(paise));
  });

  it("refuses fractions of a paisa", () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
    expect(() => formatRupees(10.5)).toThrow("Not a whole number of paise: 10.5");
    expect(() => formatRupees(Number.NaN)).toThrow("Not a whole number of paise: NaN");
  });
});

describe("parseRupees", () => {
  it("reads whole rupees, paise and grouping commas", () => {
    expect(parseRupees("1499")).toBe(149_900);
    expect(parseRupees("1,23,456")).toBe(12_345_600);
    expect(parseRupees("₹ 99.5")).toBe(9_950);
    expect(parseRupees("0.05")).toBe(5);
  });

  it("rejects what is not a price", () => {
    for (const bad of ["", "abc", "-5", "1.234", "1e5", "12 34"]) {
      expect(parseRupees(bad)).toBeNull();
    }
  });
});

describe("paiseToDecimalString", () => {
  it("always writes two decimals", () => {
    expect(paiseToDecimalString(149_900)).toBe("1499.00");
    expect(paiseToDecimalString(5)).toBe("0.05");
    expect(paiseToDecimalString(123_456)).toBe("1234.56");
  });
});
