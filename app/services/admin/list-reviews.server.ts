import { desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { product, review } from "~/db/schema";
import { refreshReviewStats } from "~/services/reviews/save-review.server";

export type AdminReviewRow = {
  id: string;
  productName: string | null;
  productBrand: string | null;
  userName: string;
  rating: number;
  comment: string;
  createdAt: string;
};

/** Every review, newest first, with its product (null once the product is gone). */
export async function listAdminReviews(
  db: DbOrTx,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ reviews: AdminReviewRow[]; totalReviews: number }> {
  const [rows, totalReviews] = await Promise.all([
    db
      .select({
        id: review.id,
        productName: product.name,
        productBrand: product.brand,
        userName: review.userName,
        rating: review.rating,
        comment: review.comment,
        createdAt: review.createdAt,
      })
      .from(review)
      .leftJoin(product, eq(product.id, review.productId))
      .orderBy(desc(review.createdAt), desc(review.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(review),
  ]);
  return { totalReviews, reviews: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** Deletes a review and recounts its product's average. */
export async function deleteReview(db: Db, reviewId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(review).where(eq(review.id, reviewId)).returning({ productId: review.productId });
    if (!gone) return false;
    if (gone.productId) {
      await tx.select({ id: product.id }).from(product).where(eq(product.id, gone.productId)).for("update");
      await refreshReviewStats(tx, gone.productId);
    }
    return true;
  });
}

