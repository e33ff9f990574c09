import { describe, expect, it } from "vitest";
import { displayRating } from "./display-rating";

describe("displayRating", () => {
  it("averages the reviews to one decimal when there are any, ignoring the fallback", () => {
    expect(displayRating({ reviewCount: 3, ratingTotal: 13, ratingTenths: 20 })).toBe(4.3);
    expect(displayRating({ reviewCount: 2, ratingTotal: 9, ratingTenths: 0 })).toBe(4.5);
    expect(displayRating({ reviewCount: 1, ratingTotal: 5, ratingTenths: 0 })).toBe(5);
  });

  it("falls back to the product's own rating in tenths, else none", () => {
    expect(displayRating({ reviewCount: 0, ratingTotal: 0, ratingTenths: 42 })).toBe(4.2);
    expect(displayRating({ reviewCount: 0, ratingTotal: 0, ratingTenths: 0 })).toBeNull();
  });
});
