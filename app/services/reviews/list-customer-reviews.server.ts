import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { review } from "~/db/schema";

export type OwnReview = { productId: string; rating: number; comment: string };

/** The customer's own reviews, one per product, for the Edit buttons in My Orders. */
export async function listCustomerReviews(db: DbOrTx, userId: string): Promise<OwnReview[]> {
  const rows = await db
    .select({ productId: review.productId, rating: review.rating, comment: review.comment })
    .from(review)
    .where(eq(review.userId, userId));
  return rows.filter((row): row is OwnReview => row.productId !== null);
}
