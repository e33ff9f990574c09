import type { DbOrTx } from "~/db/client.server";
import { getProduct, type ProductDetail } from "~/services/catalog/get-product.server";

/** Everything the edit dialog shows, as the admin last saved it (images: blanks dropped; the form edits the first). */
export type ProductForEdit = Omit<ProductDetail, "rating" | "reviewCount" | "updatedAt">;

/** One product for the edit dialog, or null (also for ids that are not UUIDs). */
export async function getProductForEdit(db: DbOrTx, productId: string): Promise<ProductForEdit | null> {
  const detail = await getProduct(db, productId);
  if (!detail) return null;
  const { rating: _rating, reviewCount: _reviewCount, updatedAt: _updatedAt, ...forEdit } = detail;
  return forEdit;
}
