import { describe, expect, it } from "vitest";
import { INDIAN_STATES } from "./indian-states";
import { orderTotals, subtotalPaise, type PricedLine } from "./order-totals";

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

  it("charges delivery on an empty cart too", () => {
    expect(orderTotals([], "Delhi")).toEqual({ subtotalPaise: 0, deliveryChargePaise: 1_499_00, totalPaise: 1_499_00 });
  });

  it("counts paise exactly, with no floating-point drift", () => {
    expect(subtotalPaise([{ unitPricePaise: 10, quantity: 3 }, { unitPricePaise: 20, quantity: 1 }])).toBe(50);
    expect(subtotalPaise([{ unitPricePaise: 1_499_99, quantity: 7 }])).toBe(10_499_93);
  });

  it("makes subtotal + delivery = total, in whole paise, for any cart and any state", () => {
    const prices = [1, 99, 1_00, 999_00, 1_499_50, 8_499_00, 1_23_456_78];
    const quantities = [1, 2, 3, 10, 99];
    let checked = 0;
    for (const [i, state] of INDIAN_STATES.entries()) {
      const cart: PricedLine[] = prices
        .slice(0, (i % prices.length) + 1)
        .map((unitPricePaise, j) => ({ unitPricePaise, quantity: quantities[(i + j) % quantities.length]! }));
      const expectedSubtotal = cart.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
      const totals = orderTotals(cart, state);
      const expectedDelivery = state === "Tamil Nadu" ? 999_00 : 1_499_00;
      expect(totals).toEqual({
        subtotalPaise: expectedSubtotal,
        deliveryChargePaise: expectedDelivery,
        totalPaise: expectedSubtotal + expectedDelivery,
      });
      expect(Number.isSafeInteger(totals.totalPaise)).toBe(true);
      checked++;
    }
    expect(checked).toBe(36);
  });

  it("does not depend on the order of the lines", () => {
    const many = [
      { unitPricePaise: 2_999_00, quantity: 1 },
      { unitPricePaise: 12_49_00, quantity: 4 },
      { unitPricePaise: 7, quantity: 13 },
    ];
    expect(subtotalPaise([...many].reverse())).toBe(subtotalPaise(many));
    expect(subtotalPaise(many)).toBe(2_999_00 + 4 * 12_49_00 + 91);
  });
});
