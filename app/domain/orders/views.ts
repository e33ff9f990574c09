import type { ShippingDetails } from "~/domain/checkout/shipping-schema";
import type { TaxDocumentLink } from "~/domain/gst/views";
import type { OrderStatus } from "./order-status";
import type { StatusEvent } from "./timeline";

export type OrderLineView = {
  productId: string | null;
  name: string;
  brand: string;
  image: string | null;
  unitPricePaise: number;
  quantity: number;
};

/** An order as its own customer sees it (My Orders, the confirmation). */
export type CustomerOrderView = {
  id: string;
  orderId: string;
  status: OrderStatus;
  subtotalPaise: number;
  deliveryChargePaise: number;
  totalPaise: number;
  paymentMethod: string;
  paymentReference: string | null;
  /** The end of the payment window (ISO), null on orders placed before there was one. */
  paymentDueAt: string | null;
  /** Razorpay mode: the order's own UPI QR image, once the gateway made it. */
  razorpayQrImageUrl: string | null;
  shipping: ShippingDetails;
  items: OrderLineView[];
  createdAt: string;
  updatedAt: string;
  /** Its invoice and any credit note, once issued. */
  documents: TaxDocumentLink[];
};

/**
 * An order as the tracking page shows it: never personal data. Anyone with the id sees its
 * status and history; the items only its customer, or a visitor with a signed link (else null).
 */
export type TrackingView = {
  orderId: string;
  status: OrderStatus;
  items: Omit<OrderLineView, "productId">[] | null;
  createdAt: string;
  updatedAt: string;
  events: StatusEvent[];
};
