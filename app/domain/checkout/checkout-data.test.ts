import { describe, expect, it } from "vitest";
import { parseCheckoutData, type CheckoutData } from "./checkout-data";

const checkout: CheckoutData = {
  checkoutKey: "b7f0c0e2-9c1d-4a55-8a77-111122223333",
  userInfo: {
    fullName: "Asha Raman",
    mobile: "9876543210",
    email: "asha@example.in",
    address: "12 Anna Salai",
    city: "Chennai",
    pincode: "600002",
    state: "Tamil Nadu",
    landmark: "Near the bus stand",
  },
  items: [{ product: { id: "p1", name: "Inverter", brand: "Luminous", pricePaise: 8_499_00, image: null }, quantity: 2 }],
  subtotalPaise: 16_998_00,
  deliveryChargePaise: 999_00,
  totalPaise: 17_997_00,
};

describe("parseCheckoutData", () => {
  it("reads back what the shipping step saved", () => {
    expect(parseCheckoutData(JSON.stringify(checkout))).toEqual(checkout);
  });

  it("is null for nothing saved, broken JSON, an empty cart or a bad address", () => {
    expect(parseCheckoutData(null)).toBeNull();
    expect(parseCheckoutData("{")).toBeNull();
    expect(parseCheckoutData(JSON.stringify({ ...checkout, items: [] }))).toBeNull();
    expect(parseCheckoutData(JSON.stringify({ ...checkout, userInfo: { ...checkout.userInfo, pincode: "12" } }))).toBeNull();
    expect(parseCheckoutData(JSON.stringify({ ...checkout, checkoutKey: "short" }))).toBeNull();
  });

  it("refuses totals in fractions of a paisa or below zero", () => {
    expect(parseCheckoutData(JSON.stringify({ ...checkout, totalPaise: 10.5 }))).toBeNull();
    expect(parseCheckoutData(JSON.stringify({ ...checkout, deliveryChargePaise: -1 }))).toBeNull();
  });
});
