import type { CustomerOrderMailKind } from "~/domain/mail/mail-kinds";
import type { TaxDocumentLink } from "~/domain/gst/views";
import type { ProductType } from "~/domain/catalog/product-type";
import type { ProductDetail } from "~/domain/catalog/views";
import type { ShippingDetails } from "~/domain/checkout/shipping-schema";
import type { OrderStatus } from "~/domain/orders/order-status";
import type { PaymentState } from "~/domain/payments/payment-state";
import type { OrderLineView } from "~/domain/orders/views";

/** The Dashboard tab's figures. */
export type Dashboard = {
  totalSalesPaise: number;
  totalOrders: number;
  deliveredOrders: number;
  products: number;
  /** Orders whose payment needs the owner (flagged, not yet refunded). */
  flaggedOrders: number;
  recent: { id: string; orderId: string; customer: string | null; totalPaise: number; status: OrderStatus; createdAt: string }[];
  /** One entry per day for the last 30 days (India time), oldest first, zeros included. */
  daily: { date: string; salesPaise: number; orders: number }[];
};

/** A row of the Users tab: a customer as the spec derives them from their orders. */
export type CustomerRow = {
  userId: string;
  /** The full name from their latest order, else their username. */
  name: string;
  email: string;
  mobile: string | null;
  city: string | null;
  state: string | null;
  totalOrders: number;
  totalSpentPaise: number;
  lastOrderAt: string | null;
  registeredAt: string;
};

/** A row of the Orders tab, with what the details dialog shows. */
export type AdminOrderRow = {
  id: string;
  orderId: string;
  userId: string;
  customerName: string | null;
  accountEmail: string | null;
  shipping: ShippingDetails;
  status: OrderStatus;
  itemCount: number;
  subtotalPaise: number;
  deliveryChargePaise: number;
  totalPaise: number;
  paymentMethod: string;
  paymentReference: string | null;
  /** Where the payment stands (the Payment column), and what the gateway reported. */
  paymentState: PaymentState;
  razorpayPaymentId: string | null;
  paidPaise: number | null;
  paymentFlag: string | null;
  refundId: string | null;
  refundStatus: string | null;
  refundPaise: number | null;
  createdAt: string;
  items: OrderLineView[];
  /** Its invoice and any credit note, once issued. */
  documents: TaxDocumentLink[];
};

/** A row of the Products tab. */
export type AdminProductRow = {
  id: string;
  name: string;
  brand: string;
  type: ProductType;
  pricePaise: number;
  inStock: boolean;
  stockQuantity: number | null;
  /** The first non-blank image, for the thumbnail. */
  image: string | null;
};

/** Everything the edit dialog shows, as the admin last saved it (images: blanks dropped; the form edits the first). */
export type ProductForEdit = Omit<ProductDetail, "rating" | "reviewCount" | "updatedAt"> & {
  /** Digits only ("850440"). */
  hsnCode: string;
  /** Basis points (1800 = 18 %). */
  gstRateBp: number;
};

/** A row of the Reviews tab. */
export type AdminReviewRow = {
  id: string;
  productName: string | null;
  productBrand: string | null;
  userName: string;
  rating: number;
  comment: string;
  createdAt: string;
};

/** A customer message kind and whether the owner has it on (the E-mail tab). */
export type AdminMailSetting = { kind: CustomerOrderMailKind; label: string; enabled: boolean };

/** One message of the outbox as the owner sees it. */
export type AdminMailRow = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  state: "queued" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};
