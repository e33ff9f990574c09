import { describe, expect, it } from "vitest";
import { isTrackingSignature, trackingSignature } from "./tracking-signature.server";

const SECRET = "s".repeat(32);

describe("tracking signatures", () => {
  it("are short, URL-safe, and the same for the same order and secret", () => {
    const signature = trackingSignature(SECRET, "HAL123456");
    expect(signature).toMatch(/^[\w-]{22}$/);
    expect(trackingSignature(SECRET, "HAL123456")).toBe(signature);
  });

  it("belong to one order under one secret", () => {
    const signature = trackingSignature(SECRET, "HAL123456");
    expect(isTrackingSignature(SECRET, "HAL123456", signature)).toBe(true);
    expect(isTrackingSignature(SECRET, "HAL123457", signature)).toBe(false);
    expect(isTrackingSignature("t".repeat(32), "HAL123456", signature)).toBe(false);
  });

  it("refuse anything else without throwing", () => {
    const signature = trackingSignature(SECRET, "HAL1");
    for (const forged of [null, undefined, "", signature.slice(1), `${signature}x`, "é".repeat(22), signature.toUpperCase()]) {
      expect(isTrackingSignature(SECRET, "HAL1", forged)).toBe(false);
    }
  });
});
