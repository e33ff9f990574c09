import { describe, expect, it } from "vitest";
import {
  deliveryChargePaise,
  HOME_STATE,
  HOME_STATE_DELIVERY_PAISE,
  OTHER_STATE_DELIVERY_PAISE,
} from "./delivery-charge";
import { INDIAN_STATES } from "./indian-states";

describe("delivery charge constants", () => {
  it("are the spec's ₹999 within Tamil Nadu and ₹1,499 elsewhere, in paise", () => {
    expect(HOME_STATE).toBe("Tamil Nadu");
    expect(HOME_STATE_DELIVERY_PAISE).toBe(99_900);
    expect(OTHER_STATE_DELIVERY_PAISE).toBe(149_900);
  });
});

describe("deliveryChargePaise", () => {
  it("is ₹999 for Tamil Nadu and ₹1,499 for every other state", () => {
    expect(deliveryChargePaise("Tamil Nadu")).toBe(99_900);
    for (const state of INDIAN_STATES.filter((s) => s !== "Tamil Nadu")) {
      expect(deliveryChargePaise(state)).toBe(149_900);
    }
  });

  it("charges the home rate for exactly one of the 36", () => {
    const home = INDIAN_STATES.filter((state) => deliveryChargePaise(state) === 99_900);
    expect(home).toEqual(["Tamil Nadu"]);
  });

  it("is unknown until a state is chosen", () => {
    expect(deliveryChargePaise("")).toBeNull();
    expect(deliveryChargePaise(null)).toBeNull();
    expect(deliveryChargePaise(undefined)).toBeNull();
  });
});
