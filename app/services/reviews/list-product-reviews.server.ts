import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { review } from "~/db/schema";
import type { PublicReview } from "~/domain/reviews/views";

/** A product's reviews, newest first. Only what any visitor may read. */
export async function listProductReviews(db: DbOrTx, productId: string, limit = 100): Promise<PublicReview[]> {
  const rows = await db
    .select({
      id: review.id,
      userName: review.userName,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
      updatedAt: review.updatedAt,
    })
    .from(review)
    .where(eq(review.productId, productId))
    .orderBy(desc(review.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }));
}
