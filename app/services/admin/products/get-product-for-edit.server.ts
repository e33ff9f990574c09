import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { product } from "~/db/schema";
import { isProductId, type ProductDetail } from "~/services/catalog/get-product.server";

/** Everything the edit dialog shows, as the admin last saved it (images: blanks dropped; the form edits the first). */
export type ProductForEdit = Omit<ProductDetail, "rating" | "reviewCount" | "updatedAt">;

/** One product for the edit dialog, or null (also for ids that are not UUIDs). */
export async function getProductForEdit(db: DbOrTx, productId: string): Promise<ProductForEdit | null> {
  if (!isProductId(productId)) return null;
  const [row] = await db
    .select({
      id: product.id,
      name: product.name,
      brand: product.brand,
      type: product.type,
      capacity: product.capacity,
      shortDescription: product.shortDescription,
      description: product.description,
      pricePaise: product.pricePaise,
      originalPricePaise: product.originalPricePaise,
      images: product.images,
      featured: product.featured,
      inStock: product.inStock,
      stockQuantity: product.stockQuantity,
      warranty: product.warranty,
      specifications: product.specifications,
    })
    .from(product)
    .where(eq(product.id, productId));
  return row ? { ...row, images: row.images.filter(Boolean) } : null;
}
