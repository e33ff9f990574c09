import { describe, expect, it } from "vitest";
import { trackingPath } from "./tracking-link";

describe("trackingPath", () => {
  it("links to the tracking page of an order, signed when a signature is given", () => {
    expect(trackingPath("HAL123")).toBe("/track-order?orderId=HAL123");
    expect(trackingPath("HAL123", "abc_DEF-123")).toBe("/track-order?orderId=HAL123&sig=abc_DEF-123");
    expect(trackingPath("HAL123", null)).toBe("/track-order?orderId=HAL123");
  });
});
