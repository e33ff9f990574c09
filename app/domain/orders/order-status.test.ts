import { describe, expect, it } from "vitest";
import {
  isOrderStatus,
  OFF_TIMELINE_STATUSES,
  ORDER_STATUSES,
  isPaidStatus,
  releasesStock,
  statusTone,
  TIMELINE_STATUSES,
  type OrderStatus,
  type StatusTone,
} from "./order-status";

describe("order statuses", () => {
  it("has the spec's nine timeline steps, in order", () => {
    expect(TIMELINE_STATUSES).toEqual([
      "Order Placed",
      "Payment Confirmed",
      "Order Verified",
      "Packed",
      "Ready to Ship",
      "Shipped",
      "In Transit",
      "Out for Delivery",
      "Delivered",
    ]);
  });

  it("keeps Cancelled and Returned off the timeline", () => {
    expect(OFF_TIMELINE_STATUSES).toEqual(["Cancelled", "Returned"]);
    expect(TIMELINE_STATUSES.filter((s) => (OFF_TIMELINE_STATUSES as readonly string[]).includes(s))).toEqual([]);
  });

  it("lists all 11 statuses once: the timeline, then the two off it", () => {
    expect(ORDER_STATUSES).toEqual([...TIMELINE_STATUSES, "Cancelled", "Returned"]);
    expect(new Set(ORDER_STATUSES).size).toBe(11);
  });
});

describe("isOrderStatus", () => {
  it.each(ORDER_STATUSES)("accepts %s", (status) => {
    expect(isOrderStatus(status)).toBe(true);
  });

  it.each([
    "",
    "all",
    "order placed",
    "ORDER PLACED",
    " Delivered",
    "Delivered ",
    "Order  Placed",
    "Canceled",
    "Out For Delivery",
    "Shipped\n",
    "constructor",
    "__proto__",
  ])("refuses the text %j", (value) => {
    expect(isOrderStatus(value)).toBe(false);
  });

  it.each([null, undefined, 0, 9, true, {}, ["Delivered"], { status: "Delivered" }, new String("Delivered")])(
    "refuses the non-string %j",
    (value) => {
      expect(isOrderStatus(value)).toBe(false);
    },
  );
});

describe("releasesStock", () => {
  it.each(OFF_TIMELINE_STATUSES)("is true for %s", (status) => {
    expect(releasesStock(status)).toBe(true);
  });

  it.each(TIMELINE_STATUSES)("is false for %s", (status) => {
    expect(releasesStock(status)).toBe(false);
  });
});

describe("isPaidStatus (an invoice is due)", () => {
  it("is true from Payment Confirmed to Delivered, false before and off the timeline", () => {
    expect(TIMELINE_STATUSES.filter(isPaidStatus)).toEqual(TIMELINE_STATUSES.slice(1));
    expect(isPaidStatus("Order Placed")).toBe(false);
    expect(OFF_TIMELINE_STATUSES.filter(isPaidStatus)).toEqual([]);
  });
});

describe("statusTone", () => {
  // Spec section 9: yellow, blue, purple, green and red badges.
  const spec: [OrderStatus, StatusTone][] = [
    ["Order Placed", "yellow"],
    ["Payment Confirmed", "yellow"],
    ["Order Verified", "yellow"],
    ["Packed", "blue"],
    ["Ready to Ship", "blue"],
    ["Shipped", "purple"],
    ["In Transit", "purple"],
    ["Out for Delivery", "purple"],
    ["Delivered", "green"],
    ["Cancelled", "red"],
    ["Returned", "red"],
  ];

  it.each(spec)("colours %s %s", (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it("gives every one of the 11 statuses the spec's colour", () => {
    expect(ORDER_STATUSES.map((status) => [status, statusTone(status)])).toEqual(spec);
  });
});
