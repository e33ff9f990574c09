import { describe, expect, it } from "vitest";
import { percentOff } from "./percent-off";

describe("percentOff", () => {
  it("is the rounded share of the original price saved", () => {
    expect(percentOff(7_500, 10_000)).toBe(25);
    expect(percentOff(849_900, 1_099_900)).toBe(23); // 22.73 %
    expect(percentOff(2_000, 3_000)).toBe(33); // 33.3 %
    expect(percentOff(1_000, 3_000)).toBe(67); // 66.7 %
  });

  it("rounds half up", () => {
    expect(percentOff(8_750, 10_000)).toBe(13); // 12.5 %
  });

  it("shows nothing without a real saving", () => {
    expect(percentOff(10_000, null)).toBeNull();
    expect(percentOff(10_000, undefined)).toBeNull();
    expect(percentOff(10_000, 10_000)).toBeNull();
    expect(percentOff(10_000, 9_000)).toBeNull();
    expect(percentOff(99_990, 100_000)).toBeNull(); // 0.01 % rounds to 0
  });
});
