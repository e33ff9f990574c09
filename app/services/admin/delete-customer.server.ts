import { eq, isNotNull, and } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { review, user } from "~/db/schema";
import { refreshReviewStats } from "~/services/reviews/save-review.server";

export type DeleteCustomerResult = { ok: true; name: string } | { ok: false; status: 400 | 404; message: string };

/**
 * Removes a customer and everything of theirs — orders (with items and history), reviews,
 * sessions and sign-in accounts — in one transaction; the products they reviewed get
 * their averages recounted. The administrator account cannot be deleted.
 */
export async function deleteCustomer(db: Db, userId: string): Promise<DeleteCustomerResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id, role: user.role, name: user.name }).from(user).where(eq(user.id, userId)).for("update");
    if (!target) return { ok: false as const, status: 404 as const, message: "User not found." };
    if (target.role === "admin") return { ok: false as const, status: 400 as const, message: "The administrator account cannot be deleted." };
    const reviewed = await tx
      .select({ productId: review.productId })
      .from(review)
      .where(and(eq(review.userId, userId), isNotNull(review.productId)));
    // Orders, reviews, sessions and accounts go with the user (ON DELETE CASCADE).
    await tx.delete(user).where(eq(user.id, userId));
    for (const { productId } of reviewed) await refreshReviewStats(tx, productId!);
    return { ok: true as const, name: target.name };
  });
}
