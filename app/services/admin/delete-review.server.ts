import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { product, review } from "~/db/schema";
import { refreshReviewStats } from "~/services/reviews/save-review.server";

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

