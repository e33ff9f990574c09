/** The spec's tracking texts (sections 5 and 8). */
export const ENTER_ORDER_ID = "Please enter an order ID";
export const ORDER_NOT_FOUND = "Order not found. Please check your order ID and try again.";
export const TRACKING_FAILED = "Error fetching order. Please try again.";

export function tooManyLookups(retryAfterSeconds: number): string {
  return `Too many lookups. Please wait ${retryAfterSeconds} seconds and try again.`;
}
