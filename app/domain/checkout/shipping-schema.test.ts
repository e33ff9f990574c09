import { describe, expect, it } from "vitest";
import { shippingErrors, ShippingSchema } from "./shipping-schema";

const valid = {
  fullName: "Priya Sharma",
  mobile: "9876543210",
  email: "priya@example.in",
  address: "12 Anna Salai",
  city: "Chennai",
  pincode: "600002",
  state: "Tamil Nadu",
  landmark: "",
};

describe("ShippingSchema", () => {
  it("accepts a complete address and drops an empty landmark", () => {
    const parsed = ShippingSchema.parse({ ...valid, fullName: "  Priya Sharma  " });
    expect(parsed.fullName).toBe("Priya Sharma");
    expect(parsed.landmark).toBeUndefined();
    expect(ShippingSchema.parse({ ...valid, landmark: "Near the bus stand" }).landmark).toBe("Near the bus stand");
  });

  it.each([
    ["fullName", "", "Full name is required"],
    ["fullName", "   ", "Full name is required"],
    ["mobile", "", "Mobile number is required"],
    ["mobile", "98765", "Please enter a valid 10-digit mobile number"],
    ["mobile", "5876543210", "Please enter a valid 10-digit mobile number"],
    ["mobile", "98765432101", "Please enter a valid 10-digit mobile number"],
    ["mobile", "98765-4321", "Please enter a valid 10-digit mobile number"],
    ["email", "", "Email is required"],
    ["email", "priya", "Please enter a valid email address"],
    ["email", "priya@", "Please enter a valid email address"],
    ["email", "pri ya@example.in", "Please enter a valid email address"],
    ["address", "", "Address is required"],
    ["city", "", "City is required"],
    ["pincode", "", "Pincode is required"],
    ["pincode", "60000", "Please enter a valid 6-digit pincode"],
    ["pincode", "6000021", "Please enter a valid 6-digit pincode"],
    ["pincode", "60000a", "Please enter a valid 6-digit pincode"],
    ["state", "", "State is required"],
    ["state", "Atlantis", "State is required"],
  ])("%s = %j gives '%s'", (field, value, message) => {
    expect(shippingErrors({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts every mobile number starting 6 to 9", () => {
    for (const first of "6789") expect(shippingErrors({ ...valid, mobile: `${first}123456789` })).toEqual({});
  });

  it("reports missing fields when given nothing", () => {
    expect(Object.keys(shippingErrors({})).sort()).toEqual(
      ["address", "city", "email", "fullName", "mobile", "pincode", "state"].sort(),
    );
  });
});

describe("business purchases (GSTIN)", () => {
  const base = {
    fullName: "Priya Sharma",
    mobile: "9876543210",
    email: "priya@example.in",
    address: "12 Anna Salai",
    city: "Chennai",
    pincode: "600002",
    state: "Tamil Nadu",
  };

  it("keeps the GSTIN optional, and normalises it", () => {
    expect(ShippingSchema.parse({ ...base, gstin: "", businessName: "" })).toEqual(base);
    expect(ShippingSchema.parse({ ...base, gstin: " 33aaach7409r1z8 ", businessName: "HAL Traders" })).toMatchObject({
      gstin: "33AAACH7409R1Z8",
      businessName: "HAL Traders",
    });
  });

  it("refuses a GSTIN with a wrong check character, and one without a business name", () => {
    expect(shippingErrors({ ...base, gstin: "33AAACH7409R1Z9", businessName: "HAL Traders" }).gstin).toBe(
      "GSTIN check character does not match — please check for a typing mistake",
    );
    expect(shippingErrors({ ...base, gstin: "33AAACH7409R", businessName: "HAL Traders" }).gstin).toMatch(/^GSTIN must be 15 characters/);
    expect(shippingErrors({ ...base, gstin: "33AAACH7409R1Z8" }).businessName).toBe("Business name is required with a GSTIN");
  });
});
