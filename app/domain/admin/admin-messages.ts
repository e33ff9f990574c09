/** The spec's back-office texts (section 8), one place each for the whole app. */
export const ADMIN_LOAD_FAILED = { title: "Error", description: "Failed to fetch data from database." } as const;

export const STATUS_UPDATE_FAILED = "Failed to update order status.";
export const ORDER_DELETE_FAILED = "Failed to delete order.";
export const USER_DELETE_FAILED = "Failed to delete user.";
export const REVIEW_DELETE_FAILED = "Failed to delete review.";
export const PRODUCT_DELETE_FAILED = "Failed to delete product.";
export const PRODUCT_ADD_FAILED = "Failed to add product. Please try again.";
export const PRODUCT_UPDATE_FAILED = "Failed to update product. Please try again.";

export function statusUpdated(status: string) {
  return { title: "Status Updated", description: `Order status updated to ${status}.` } as const;
}
export const ORDER_DELETED = { title: "Order Deleted" } as const;
export const USER_DELETED = { title: "User Deleted" } as const;
export const REVIEW_DELETED = { title: "Review Deleted" } as const;
export const PRODUCT_ADDED = { title: "Product Added", description: "Product has been successfully added to the catalog." } as const;

export function productUpdated(name: string) {
  return { title: "Product Updated", description: `${name} has been updated.` } as const;
}
export function productDeleted(name: string) {
  return { title: "Product Deleted", description: `${name} has been removed from the catalog.` } as const;
}

export const MAIL_SETTING_FAILED = "Failed to save the e-mail setting.";
export function mailKindSet(label: string, enabled: boolean) {
  return { title: "E-mail Settings Saved", description: `${label} messages are ${enabled ? "on" : "off"}.` } as const;
}
export const PAYMENT_CONFIRM_FAILED = "Failed to confirm payment.";
export const REFUND_FAILED = "Refund failed. Please try again.";
export const PAYMENT_CONFIRMED = { title: "Payment Confirmed", description: "Order status updated to Payment Confirmed." } as const;
export function refundStarted(amount: string, refundId: string) {
  return { title: "Refund Started", description: `${amount} refunded via Razorpay (${refundId}).` } as const;
}
export const REFUND_NEEDS_RAZORPAY = "Refunds through Razorpay need PAYMENT_PROVIDER=razorpay.";
export const REFUND_NOT_DUE = "This order has no Razorpay payment to refund.";
