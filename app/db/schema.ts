/**
 * The shop's one schema, for PGlite and PostgreSQL alike. Money is integer paise.
 * Better Auth's tables (user, session, account, verification) live here too, so one set of
 * drizzle-kit migrations creates everything; their property names are what Better Auth's
 * Drizzle adapter looks up.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ORDER_STATUSES } from "~/domain/orders/order-status";
import { PRODUCT_TYPES } from "~/domain/catalog/product-type";
import type { Specification } from "~/domain/catalog/views";
import type { ShippingDetails } from "~/domain/checkout/shipping-schema";

const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------- accounts (Better Auth)

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    username: text("username"),
    phone: text("phone"),
    role: text("role").notNull().default("user"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("user_role_idx").on(t.role), index("user_created_at_idx").on(t.createdAt)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// ---------------------------------------------------------------- catalogue

export const productType = pgEnum("product_type", PRODUCT_TYPES);


export const product = pgTable(
  "product",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    type: productType("type").notNull(),
    capacity: text("capacity").notNull(),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    pricePaise: bigint("price_paise", { mode: "number" }).notNull(),
    originalPricePaise: bigint("original_price_paise", { mode: "number" }),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    featured: boolean("featured").notNull().default(false),
    inStock: boolean("in_stock").notNull().default(true),
    /** Units on hand; null = not tracked (then only `inStock` counts). */
    stockQuantity: integer("stock_quantity"),
    warranty: text("warranty").notNull(),
    /** Ordered label/value rows, shown in this order. */
    specifications: jsonb("specifications").$type<Specification[]>().notNull().default([]),
    /** The spec's `ratings` fallback in tenths of a star (45 = 4.5), shown until reviews exist. */
    ratingTenths: integer("rating_tenths").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
    /** Lower-cased "brand name", trigram-indexed for the listing's search. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(brand || ' ' || name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("product_price_idx").on(t.pricePaise, t.id),
    index("product_type_created_idx").on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("product_type_price_idx").on(t.type, t.pricePaise, t.id),
    index("product_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("product_price_positive", sql`${t.pricePaise} > 0`),
    check("product_stock_not_negative", sql`${t.stockQuantity} is null or ${t.stockQuantity} >= 0`),
    check("product_rating_tenths_range", sql`${t.ratingTenths} between 0 and 50`),
  ],
);

/** Row counts kept by triggers, so 'Showing X of Y products' never counts 100,000 rows. */
export const catalogCount = pgTable("catalog_count", {
  scope: text("scope").primaryKey(),
  count: bigint("count", { mode: "number" }).notNull().default(0),
});

// ---------------------------------------------------------------- orders

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("order_user_checkout_key_idx").on(t.userId, t.checkoutKey),
    index("order_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("order_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("order_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
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
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_event_order_idx").on(t.orderId, t.at)],
);

// ---------------------------------------------------------------- reviews

export const review = pgTable(
  "review",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the product is deleted; the back office then shows 'Unknown Product'. */
    productId: uuid("product_id").references(() => product.id, { onDelete: "set null" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("review_product_user_idx").on(t.productId, t.userId),
    index("review_product_created_idx").on(t.productId, t.createdAt.desc().nullsFirst()),
    index("review_created_idx").on(t.createdAt.desc().nullsFirst()),
    check("review_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
