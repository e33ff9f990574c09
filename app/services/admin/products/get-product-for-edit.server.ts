import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { product } from "~/db/schema";
import type { ProductForEdit } from "~/domain/admin/views";
import { getProduct } from "~/services/catalog/get-product.server";

/** One product for the edit dialog, or null (also for ids that are not UUIDs). */
export async function getProductForEdit(db: DbOrTx, productId: string): Promise<ProductForEdit | null> {
  const detail = await getProduct(db, productId);
  if (!detail) return null;
  const { rating: _rating, reviewCount: _reviewCount, updatedAt: _updatedAt, ...forEdit } = detail;
  // Tax details are the back office's only: the public product view leaves them out.
  const [tax] = await db.select({ hsnCode: product.hsnCode, gstRateBp: product.gstRateBp }).from(product).where(eq(product.id, productId));
  if (!tax) return null;
  return { ...forEdit, ...tax };
}
