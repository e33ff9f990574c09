import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { product, review } from "~/db/schema";
import type { AdminReviewRow } from "~/domain/admin/views";

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
