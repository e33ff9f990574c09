import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRate, halves, isGstRate, parseRate, splitInclusive } from "./tax-split";

describe("splitInclusive", () => {
  it("takes the tax out of a tax-inclusive price, rounded to the paisa", () => {
    // ₹11,800 at 18 %: ₹10,000 taxable, ₹1,800 tax.
    expect(splitInclusive(11_800_00, 1800)).toEqual({ taxablePaise: 10_000_00, taxPaise: 1_800_00 });
    // ₹8,499 at 18 %: 849900 × 100 / 118 = 720254.237… → 720254.
    expect(splitInclusive(8_499_00, 1800)).toEqual({ taxablePaise: 7_202_54, taxPaise: 1_296_46 });
    // ₹999 delivery at 28 %: 99900 / 1.28 = 78046.875 → 78047.
    expect(splitInclusive(999_00, 2800)).toEqual({ taxablePaise: 780_47, taxPaise: 218_53 });
    expect(splitInclusive(100_00, 0)).toEqual({ taxablePaise: 100_00, taxPaise: 0 });
    expect(splitInclusive(0, 1800)).toEqual({ taxablePaise: 0, taxPaise: 0 });
  });

  it("rounds halves up", () => {
    // 59 paise at 18 %: 5900 / 118 = 50 exactly.
    expect(splitInclusive(59, 1800)).toEqual({ taxablePaise: 50, taxPaise: 9 });
    // 1 paisa at 100 % would be 0.5 → 1.
    expect(splitInclusive(1, 10_000)).toEqual({ taxablePaise: 1, taxPaise: 0 });
  });

  it("always adds up to the inclusive amount, with the nearest taxable value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_00_00_000_00 }), fc.integer({ min: 0, max: 4000 }), (amount, rateBp) => {
        const { taxablePaise, taxPaise } = splitInclusive(amount, rateBp);
        expect(taxablePaise + taxPaise).toBe(amount);
        expect(taxPaise).toBeGreaterThanOrEqual(0);
        const exact = (amount * 10_000) / (10_000 + rateBp);
        expect(Math.abs(taxablePaise - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      { numRuns: 5000 },
    );
  });

  it("refuses fractions of a paisa", () => {
    expect(() => splitInclusive(1.5, 1800)).toThrow(RangeError);
    expect(() => splitInclusive(100, 18.5)).toThrow(RangeError);
  });
});

describe("halves", () => {
  it("splits tax into CGST and SGST that add up exactly", () => {
    expect(halves(1_800_00)).toEqual({ cgstPaise: 900_00, sgstPaise: 900_00 });
    expect(halves(1_296_47)).toEqual({ cgstPaise: 648_23, sgstPaise: 648_24 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (tax) => {
        const { cgstPaise, sgstPaise } = halves(tax);
        expect(cgstPaise + sgstPaise).toBe(tax);
        expect(Math.abs(cgstPaise - sgstPaise)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("rates", () => {
  it("reads and prints percent as basis points", () => {
    expect(parseRate("18")).toBe(1800);
    expect(parseRate("0.25")).toBe(25);
    expect(parseRate("2.5 %")).toBe(250);
    expect(parseRate("18.123")).toBeNull();
    expect(parseRate("abc")).toBeNull();
    expect(formatRate(1800)).toBe("18");
    expect(formatRate(25)).toBe("0.25");
    expect(isGstRate(1800)).toBe(true);
    expect(isGstRate(1700)).toBe(false);
  });
});
