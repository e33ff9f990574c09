import { describe, expect, it } from "vitest";
import { isProductType, PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from "./product-type";

describe("product types", () => {
  it("are the spec's three: inverter, ups, battery", () => {
    expect(PRODUCT_TYPES).toEqual(["inverter", "ups", "battery"]);
  });

  it("read as words on badges and filters", () => {
    expect(PRODUCT_TYPE_LABELS).toEqual({ inverter: "Inverter", ups: "UPS", battery: "Battery" });
  });
});

describe("isProductType", () => {
  it.each(PRODUCT_TYPES)("accepts %s", (type) => {
    expect(isProductType(type)).toBe(true);
  });

  it.each(["", "all", "Inverter", "UPS", "Battery", " ups", "ups ", "solar", "inverters", "toString", "__proto__"])(
    "refuses the text %j",
    (value) => {
      expect(isProductType(value)).toBe(false);
    },
  );

  it.each([null, undefined, 0, 1, false, {}, ["ups"], new String("ups")])("refuses the non-string %j", (value) => {
    expect(isProductType(value)).toBe(false);
  });
});
