import { describe, expect, it } from "vitest";
import { orderPlaced, placeOrderProblem } from "./order-messages";

describe("order messages", () => {
  it("names the new order in the spec's words", () => {
    expect(orderPlaced("HAL123456")).toEqual({ title: "Order Placed Successfully!", description: "Your order ID is HAL123456" });
  });

  it("says which part of a refused order was wrong", () => {
    expect(placeOrderProblem({ path: ["shipping", "pincode"], message: "Please enter a valid 6-digit pincode" })).toBe(
      "Please check your shipping details: Please enter a valid 6-digit pincode",
    );
    expect(placeOrderProblem({ path: ["items", 0, "quantity"], message: "At most 99 of one product per order." })).toBe(
      "At most 99 of one product per order.",
    );
    expect(placeOrderProblem(undefined)).toBe("Failed to place order. Please try again.");
  });
});
