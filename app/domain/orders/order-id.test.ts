import { describe, expect, it } from "vitest";
import { isOrderId, makeOrderId, normalizeOrderIdInput } from "./order-id";

describe("makeOrderId", () => {
  it("is HAL followed by an integer below 1,000,000", () => {
    expect(makeOrderId(() => 0)).toBe("HAL0");
    expect(makeOrderId(() => 48_213)).toBe("HAL48213");
    expect(makeOrderId(() => 999_999)).toBe("HAL999999");
  });

  it("refuses a random number out of range", () => {
    expect(() => makeOrderId(() => 1_000_000)).toThrow(RangeError);
    expect(() => makeOrderId(() => 1_000_000)).toThrow("Bad random order number: 1000000");
    expect(() => makeOrderId(() => -1)).toThrow("Bad random order number: -1");
    expect(() => makeOrderId(() => 1.5)).toThrow("Bad random order number: 1.5");
  });

  it("makes ids that pass its own check", () => {
    for (let i = 0; i < 100; i++) {
      expect(isOrderId(makeOrderId((limit) => Math.floor(Math.random() * limit)))).toBe(true);
    }
  });
});

describe("isOrderId", () => {
  it("rejects anything else", () => {
    for (const bad of ["", "HAL", "HAL1000000", "HAL-1", "HAL01", "hal12", "XAL12", "HAL12 ", "HAL1.5"]) {
      expect(isOrderId(bad)).toBe(false);
    }
  });
});

describe("normalizeOrderIdInput", () => {
  it("trims and upper-cases the prefix", () => {
    expect(normalizeOrderIdInput("  HAL123 ")).toBe("HAL123");
    expect(normalizeOrderIdInput("hal123")).toBe("HAL123");
    expect(normalizeOrderIdInput("")).toBe("");
  });
});
