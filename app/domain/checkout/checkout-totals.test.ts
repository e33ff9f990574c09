import { describe, expect, it } from "vitest";
import { deliveryChargePaise } from "./delivery-charge";
import { INDIAN_STATES } from "./indian-states";
import { orderTotals, subtotalPaise } from "./order-totals";

describe("deliveryChargePaise", () => {
  it("is ₹999 for Tamil Nadu and ₹1,499 for every other state", () => {
    expect(deliveryChargePaise("Tamil Nadu")).toBe(99_900);
    for (const state of INDIAN_STATES.filter((s) => s !== "Tamil Nadu")) {
      expect(deliveryChargePaise(state)).toBe(149_900);
    }
  });

  it("is unknown until a state is chosen", () => {
    expect(deliveryChargePaise("")).toBeNull();
    expect(deliveryChargePaise(null)).toBeNull();
  });

  it("covers 36 states and union territories", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });
});

describe("orderTotals", () => {
  const lines = [
    { unitPricePaise: 8_499_00, quantity: 2 },
    { unitPricePaise: 14_990_00, quantity: 1 },
  ];

  it("adds price × quantity", () => {
    expect(subtotalPaise(lines)).toBe(31_988_00);
    expect(subtotalPaise([])).toBe(0);
  });

  it("adds delivery for the state to make the total", () => {
    expect(orderTotals(lines, "Tamil Nadu")).toEqual({
      subtotalPaise: 31_988_00,
      deliveryChargePaise: 999_00,
      totalPaise: 32_987_00,
    });
    expect(orderTotals(lines, "Kerala").totalPaise).toBe(31_988_00 + 1_499_00);
  });
});
