/** The nine steps of the tracking timeline, in order. */
export const TIMELINE_STATUSES = [
  "Order Placed",
  "Payment Confirmed",
  "Order Verified",
  "Packed",
  "Ready to Ship",
  "Shipped",
  "In Transit",
  "Out for Delivery",
  "Delivered",
] as const;

/** Statuses an order can reach that sit off the timeline. */
export const OFF_TIMELINE_STATUSES = ["Cancelled", "Returned"] as const;

export const ORDER_STATUSES = [...TIMELINE_STATUSES, ...OFF_TIMELINE_STATUSES] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUSES.includes(value as OrderStatus);
}

/** Cancelled and Returned orders give their stock back. */
export function releasesStock(status: OrderStatus): boolean {
  return status === "Cancelled" || status === "Returned";
}

/** Payment Confirmed and every step after it on the timeline: the order is paid for. */
export function isPaidStatus(status: OrderStatus): boolean {
  return TIMELINE_STATUSES.indexOf(status as (typeof TIMELINE_STATUSES)[number]) >= 1;
}

export type StatusTone = "yellow" | "blue" | "purple" | "green" | "red";

/** Badge colours from the spec (section 9). */
export function statusTone(status: OrderStatus): StatusTone {
  switch (status) {
    case "Order Placed":
    case "Payment Confirmed":
    case "Order Verified":
      return "yellow";
    case "Packed":
    case "Ready to Ship":
      return "blue";
    case "Shipped":
    case "In Transit":
    case "Out for Delivery":
      return "purple";
    case "Delivered":
      return "green";
    case "Cancelled":
    case "Returned":
      return "red";
  }
}
