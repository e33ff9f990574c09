/** Orders, their item snapshots and their status history. Money is integer paise. */
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import type { ShippingDetails } from "~/domain/checkout/shipping-schema";
import { ORDER_STATUSES } from "~/domain/orders/order-status";
import { user } from "./accounts";
import { product } from "./catalog";

export const orderStatus = pgEnum("order_status", ORDER_STATUSES);

export const order = pgTable(
  "order",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: text("order_id").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    shipping: jsonb("shipping").$type<ShippingDetails>().notNull(),
    subtotalPaise: bigint("subtotal_paise", { mode: "number" }).notNull(),
    deliveryChargePaise: bigint("delivery_charge_paise", { mode: "number" }).notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    status: orderStatus("status").notNull().default("Order Placed"),
    paymentMethod: text("payment_method").notNull().default("UPI"),
    /** The 12-digit UPI transaction reference the customer reports after paying. */
    paymentReference: text("payment_reference"),
    /** The browser's id for one checkout, so a repeated submission finds the first order. */
    checkoutKey: text("checkout_key").notNull(),
    /** Set once stock has been given back (Cancelled/Returned), so it happens only once. */
    stockReleasedAt: timestamp("stock_released_at", { withTimezone: true }),
    /** The end of the payment window: an order still unpaid then is cancelled (null on older orders). */
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    /** Razorpay mode: the order's single-use UPI QR (id and image), and when it was closed. */
    razorpayQrId: text("razorpay_qr_id"),
    razorpayQrImageUrl: text("razorpay_qr_image_url"),
    razorpayQrClosedAt: timestamp("razorpay_qr_closed_at", { withTimezone: true }),
    /** The Razorpay payment that paid this order, and what it paid. */
    razorpayPaymentId: text("razorpay_payment_id"),
    paidPaise: bigint("paid_paise", { mode: "number" }),
    /** Set when a payment needs the owner ("Paid ₹X, expected ₹Y", "Paid after cancellation — refund due"). */
    paymentFlag: text("payment_flag"),
    /** A refund through Razorpay: its id, state (pending while the call is under way) and amount. */
    refundId: text("refund_id"),
    refundStatus: text("refund_status"),
    refundPaise: bigint("refund_paise", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("order_user_checkout_key_idx").on(t.userId, t.checkoutKey),
    index("order_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("order_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("order_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The dashboard's "flagged" figure counts these few without reading every order.
    index("order_flagged_idx").on(t.createdAt).where(sql`${t.paymentFlag} is not null and ${t.refundId} is null`),
    // A UPI reference belongs to one order.
    uniqueIndex("order_payment_reference_idx").on(t.paymentReference),
    uniqueIndex("order_razorpay_qr_idx").on(t.razorpayQrId),
    index("order_user_status_idx").on(t.userId, t.status),
    // The back office searches 100,000 orders by id or customer name (ILIKE '%…%').
    index("order_order_id_trgm_idx").using("gin", sql`${t.orderId} gin_trgm_ops`),
    index("order_customer_name_trgm_idx").using("gin", sql`(${t.shipping} ->> 'fullName') gin_trgm_ops`),
    check(
      "order_totals_add_up",
      sql`${t.totalPaise} = ${t.subtotalPaise} + ${t.deliveryChargePaise}`,
    ),
  ],
);

export const orderItem = pgTable(
  "order_item",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => order.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Null once the product is deleted; the snapshot below keeps the order readable. */
    productId: uuid("product_id").references(() => product.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    image: text("image"),
    unitPricePaise: bigint("unit_price_paise", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    index("order_item_product_idx").on(t.productId),
    check("order_item_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orderStatusEvent = pgTable(
  "order_status_event",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => order.id, { onDelete: "cascade" }),
    status: orderStatus("status").notNull(),
    /** Who made the change: a user id, or null for the system. */
    actorId: text("actor_id"),
    /** A named actor that is not a user ("Razorpay", "System"). */
    actorName: text("actor_name"),
    /** Why, for the history: "Cancelled: not paid in time", a payment id and UTR. */
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_event_order_idx").on(t.orderId, t.at)],
);

/**
 * Orders and sales per day (in India) and status, kept exact by triggers on "order" in the
 * same transaction as every insert, status change and delete (drizzle/0010): the dashboard
 * and the Orders tab's counts read a few hundred rows instead of every order (decision 021).
 */
export const orderDayTotal = pgTable(
  "order_day_total",
  {
    day: date("day", { mode: "string" }).notNull(),
    status: orderStatus("status").notNull(),
    orders: integer("orders").notNull(),
    salesPaise: bigint("sales_paise", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);
