import type { ShippingDetails } from "~/domain/checkout/shipping-schema";
import { formatRupees } from "~/domain/money/format-rupees";
import type { OrderStatus } from "~/domain/orders/order-status";

/** Every message the shop sends, each with its own template. */
export type MailKind =
  | "order-placed"
  | "payment-confirmed"
  | "order-shipped"
  | "order-out-for-delivery"
  | "order-delivered"
  | "order-cancelled"
  | "owner-new-order"
  | "owner-utr-submitted"
  | "owner-payment-flagged"
  | "password-reset"
  | "verify-email";

/** The customer's order updates: the owner turns each on or off in the back office. */
export const CUSTOMER_ORDER_MAIL_KINDS = [
  "order-placed",
  "payment-confirmed",
  "order-shipped",
  "order-out-for-delivery",
  "order-delivered",
  "order-cancelled",
] as const satisfies readonly MailKind[];
export type CustomerOrderMailKind = (typeof CUSTOMER_ORDER_MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  "order-placed": "Order placed",
  "payment-confirmed": "Payment confirmed",
  "order-shipped": "Shipped",
  "order-out-for-delivery": "Out for Delivery",
  "order-delivered": "Delivered",
  "order-cancelled": "Cancelled",
  "owner-new-order": "New order (to the owner)",
  "owner-utr-submitted": "UTR submitted (to the owner)",
  "owner-payment-flagged": "Payment flagged (to the owner)",
  "password-reset": "Password reset",
  "verify-email": "Verify e-mail address",
};

export function isCustomerOrderMailKind(kind: string): kind is CustomerOrderMailKind {
  return (CUSTOMER_ORDER_MAIL_KINDS as readonly string[]).includes(kind);
}

/** The status changes a customer hears about, and the message each sends. */
const STATUS_MAIL: Partial<Record<OrderStatus, CustomerOrderMailKind>> = {
  "Payment Confirmed": "payment-confirmed",
  Shipped: "order-shipped",
  "Out for Delivery": "order-out-for-delivery",
  Delivered: "order-delivered",
  Cancelled: "order-cancelled",
};

export function statusMailKind(status: OrderStatus): CustomerOrderMailKind | null {
  return STATUS_MAIL[status] ?? null;
}

/** An order as its messages show it: a snapshot taken with the change that sends them. */
export type OrderMailData = {
  orderId: string;
  customerName: string;
  items: { name: string; brand: string; quantity: number; unitPricePaise: number }[];
  subtotalPaise: number;
  deliveryChargePaise: number;
  totalPaise: number;
  shipping: Pick<ShippingDetails, "fullName" | "mobile" | "address" | "city" | "state" | "pincode" | "landmark">;
  status: OrderStatus;
  /** Path and query of the order's signed tracking page (built from BASE_URL when sent). */
  trackingPath: string;
  /** `upi://pay?…` for an order waiting for its payment. */
  upiLink?: string;
  /** Razorpay mode: the order's own QR (Razorpay's short link), used in place of the UPI link. */
  paymentQrUrl?: string;
  paymentReference?: string | null;
  /** ISO instants: when the order was placed and when it must be paid by (null: no window). */
  placedAt?: string;
  paymentDueAt?: string | null;
  /** Why the owner must look at a payment ("Paid twice — refund due"). */
  paymentFlag?: string | null;
};

/** A message that carries one link (password reset, address verification). */
export type LinkMailData = { name: string; url: string };

export type MailData = OrderMailData | LinkMailData;

export function mailSubject(kind: MailKind, data: MailData): string {
  if (kind === "password-reset") return "Reset your password";
  if (kind === "verify-email") return "Please verify your e-mail address";
  const order = data as OrderMailData;
  const id = order.orderId;
  switch (kind) {
    case "order-placed":
      return `Order ${id} placed: ${formatRupees(order.totalPaise)}`;
    case "payment-confirmed":
      return `Payment confirmed for order ${id}`;
    case "order-shipped":
      return `Order ${id} has shipped`;
    case "order-out-for-delivery":
      return `Order ${id} is out for delivery`;
    case "order-delivered":
      return `Order ${id} was delivered`;
    case "order-cancelled":
      return `Order ${id} was cancelled`;
    case "owner-new-order":
      return `New order ${id}: ${formatRupees(order.totalPaise)} from ${order.customerName}`;
    case "owner-utr-submitted":
      return `UTR submitted for order ${id}: ${order.paymentReference ?? ""}`.trim();
    case "owner-payment-flagged":
      return `Payment flagged on order ${id}: ${order.paymentFlag ?? ""}`.trim();
  }
}
