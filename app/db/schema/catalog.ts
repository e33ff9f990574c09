/** Products, and the counts the listing shows. Money is integer paise. */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { PRODUCT_TYPES } from "~/domain/catalog/product-type";
import type { Specification } from "~/domain/catalog/views";

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
    /** HSN code, digits only ("850440"); batteries get "8507" in the migration and the seed. */
    hsnCode: text("hsn_code").notNull().default("850440"),
    /** GST rate in basis points (1800 = 18 %). */
    gstRateBp: integer("gst_rate_bp").notNull().default(1800),
    /** Lower-cased "brand name", trigram-indexed for the listing's search. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(brand || ' ' || name)`),
    /**
     * The 1- and 2-character starts of the brand's and name's words, for search terms under 3
     * characters (`search_prefixes()` is hand-written in migration 0009).
     */
    searchPrefixes: text("search_prefixes")
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_prefixes(lower(brand || ' ' || name))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("product_price_idx").on(t.pricePaise, t.id),
    index("product_type_created_idx").on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("product_type_price_idx").on(t.type, t.pricePaise, t.id),
    index("product_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("product_search_prefix_idx").using("gin", t.searchPrefixes),
    check("product_price_positive", sql`${t.pricePaise} > 0`),
    check("product_stock_not_negative", sql`${t.stockQuantity} is null or ${t.stockQuantity} >= 0`),
    check("product_rating_tenths_range", sql`${t.ratingTenths} between 0 and 50`),
    check("product_gst_rate_range", sql`${t.gstRateBp} between 0 and 10000`),
  ],
);

/** Row counts kept by triggers, so 'Showing X of Y products' never counts 100,000 rows. */
export const catalogCount = pgTable("catalog_count", {
  scope: text("scope").primaryKey(),
  count: bigint("count", { mode: "number" }).notNull().default(0),
});
