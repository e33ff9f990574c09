import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { order, orderItem, product, review } from "~/db/schema";
import type { ReviewForm } from "~/domain/reviews/review-schema";

export type SaveReviewResult =
  | { ok: true; created: boolean; reviewId: string }
  | { ok: false; status: 403 | 404; message: string };

/** True when the customer has a Delivered order containing the product. */
async function hasDeliveredPurchase(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderItem)
    .innerJoin(order, eq(order.id, orderItem.orderId))
    .where(and(eq(order.userId, userId), eq(order.status, "Delivered"), eq(orderItem.productId, productId)))
    .limit(1);
  return Boolean(row);
}

/** Recounts a product's reviews into its listing columns (call inside the product lock). */
export async function refreshReviewStats(db: DbOrTx, productId: string) {
  await db
    .update(product)
    .set({
      reviewCount: sql`(select count(*)::int from ${review} where ${review.productId} = ${productId})`,
      ratingTotal: sql`(select coalesce(sum(${review.rating}), 0)::int from ${review} where ${review.productId} = ${productId})`,
    })
    .where(eq(product.id, productId));
}

/**
 * Saves the customer's review of a product they received: the first one is added, a later
 * one updates it (one review per customer and product, held by a unique index). Reviews of
 * one product are written one at a time, so its average never misses one.
 */
export async function saveReview(
  db: Db,
  { userId, userName, input }: { userId: string; userName: string; input: ReviewForm },
): Promise<SaveReviewResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: product.id }).from(product).where(eq(product.id, input.productId)).for("update");
    if (!target) return { ok: false as const, status: 404 as const, message: "Product not found." };
    if (!(await hasDeliveredPurchase(tx, userId, input.productId))) {
      return { ok: false as const, status: 403 as const, message: "Only customers who received this product can review it." };
    }
    const [saved] = await tx
      .insert(review)
      .values({ productId: input.productId, userId, userName, rating: input.rating, comment: input.comment })
      .onConflictDoUpdate({
        target: [review.productId, review.userId],
        set: { rating: input.rating, comment: input.comment, userName, updatedAt: new Date() },
      })
      .returning({ id: review.id, created: sql<boolean>`xmax = 0` });
    await refreshReviewStats(tx, input.productId);
    return { ok: true as const, created: Boolean(saved!.created), reviewId: saved!.id };
  });
}
