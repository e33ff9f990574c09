import { describe, expect, it } from "vitest";
import { INDIAN_STATES, isIndianState } from "./indian-states";

const UNION_TERRITORIES = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
];

const STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
];

describe("INDIAN_STATES", () => {
  it("covers 36 states and union territories", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });

  it("is the 28 states and 8 union territories, in alphabetical order", () => {
    expect(STATES).toHaveLength(28);
    expect(UNION_TERRITORIES).toHaveLength(8);
    expect(INDIAN_STATES).toEqual([...STATES, ...UNION_TERRITORIES].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("has no stray spaces in a name", () => {
    expect(INDIAN_STATES.filter((state) => state !== state.trim() || state.includes("  "))).toEqual([]);
  });
});

describe("isIndianState", () => {
  it("accepts every listed name", () => {
    for (const state of INDIAN_STATES) expect(isIndianState(state)).toBe(true);
  });

  it.each([
    "",
    "tamil nadu",
    "TAMIL NADU",
    " Tamil Nadu",
    "Tamil Nadu ",
    "TamilNadu",
    "TN",
    "Orissa",
    "Pondicherry",
    "Uttaranchal",
    "Daman and Diu",
    "NCT of Delhi",
    "Atlantis",
  ])("refuses %j", (value) => {
    expect(isIndianState(value)).toBe(false);
  });

  it.each([null, undefined, 36, {}, ["Kerala"]])("refuses the non-string %j", (value) => {
    expect(isIndianState(value)).toBe(false);
  });
});
