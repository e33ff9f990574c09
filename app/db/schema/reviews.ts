/** Verified-purchase reviews, one per product per customer. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { user } from "./accounts";
import { product } from "./catalog";

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
