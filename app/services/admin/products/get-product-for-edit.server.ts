import type { DbOrTx } from "~/db/client.server";
import type { ProductForEdit } from "~/domain/admin/views";
import { getProduct } from "~/services/catalog/get-product.server";

/** One product for the edit dialog, or null (also for ids that are not UUIDs). */
export async function getProductForEdit(db: DbOrTx, productId: string): Promise<ProductForEdit | null> {
  const detail = await getProduct(db, productId);
  if (!detail) return null;
  const { rating: _rating, reviewCount: _reviewCount, updatedAt: _updatedAt, ...forEdit } = detail;
  return forEdit;
}
