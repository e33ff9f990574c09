import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { review, user } from "~/db/schema";
import { reviewerName } from "~/domain/reviews/review-schema";
import type { PublicReview } from "~/domain/reviews/views";

/**
 * A product's reviews, newest first. Only what any visitor may read: the reviewer's name is
 * worked out from their account now (chosen username, or first name and initial), not the
 * name stored with older reviews.
 */
export async function listProductReviews(db: DbOrTx, productId: string, limit = 100): Promise<PublicReview[]> {
  const rows = await db
    .select({
      id: review.id,
      username: user.username,
      name: user.name,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
      updatedAt: review.updatedAt,
    })
    .from(review)
    .leftJoin(user, eq(user.id, review.userId))
    .where(eq(review.productId, productId))
    .orderBy(desc(review.createdAt))
    .limit(limit);
  return rows.map(({ username, name, ...row }) => ({
    ...row,
    userName: reviewerName({ username, name }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }));
}
