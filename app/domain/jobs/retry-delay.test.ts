import { describe, expect, it } from "vitest";
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelayMs } from "./retry-delay";

describe("retryDelayMs", () => {
  it("doubles from 10 seconds with each failed try", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, () => 0))).toEqual([10_000, 20_000, 40_000, 80_000]);
  });

  it("stops growing at an hour, however many tries failed", () => {
    expect(retryDelayMs(20, () => 0)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(1_000, () => 0)).toBe(MAX_RETRY_MS);
  });

  it("spreads by at most a fifth, never below the base", () => {
    for (let attempts = 1; attempts <= 25; attempts++) {
      const base = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);
      expect(retryDelayMs(attempts, () => 0)).toBe(base);
      expect(retryDelayMs(attempts, () => 0.999_999)).toBe(Math.round(base * 1.199_999_8));
    }
  });

  it("treats a first try (or nonsense) as the first retry", () => {
    expect(retryDelayMs(0, () => 0)).toBe(FIRST_RETRY_MS);
    expect(retryDelayMs(-3, () => 0)).toBe(FIRST_RETRY_MS);
  });
});
