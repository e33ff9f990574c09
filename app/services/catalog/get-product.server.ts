import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { product } from "~/db/schema";
import { isUuid } from "~/lib/uuid";
import { displayRating } from "~/domain/catalog/display-rating";
import type { ProductDetail } from "~/domain/catalog/views";

export const isProductId = isUuid;

/** One product, or null when no product has that id (including ids that are not UUIDs). */
export async function getProduct(db: DbOrTx, id: string): Promise<ProductDetail | null> {
  if (!isProductId(id)) return null;
  const [row] = await db.select().from(product).where(eq(product.id, id));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    type: row.type,
    capacity: row.capacity,
    shortDescription: row.shortDescription,
    description: row.description,
    pricePaise: row.pricePaise,
    originalPricePaise: row.originalPricePaise,
    images: row.images.filter(Boolean),
    featured: row.featured,
    inStock: row.inStock,
    stockQuantity: row.stockQuantity,
    warranty: row.warranty,
    specifications: row.specifications,
    rating: displayRating(row),
    reviewCount: row.reviewCount,
    updatedAt: row.updatedAt,
  };
}
