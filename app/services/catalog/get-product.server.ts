import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { product, type Specification } from "~/db/schema";
import type { ProductType } from "~/domain/catalog/product-type";
import { isUuid } from "~/lib/uuid";
import { displayRating } from "./product-summary";

export type ProductDetail = {
  id: string;
  name: string;
  brand: string;
  type: ProductType;
  capacity: string;
  shortDescription: string;
  description: string;
  pricePaise: number;
  originalPricePaise: number | null;
  images: string[];
  featured: boolean;
  inStock: boolean;
  stockQuantity: number | null;
  warranty: string;
  specifications: Specification[];
  rating: number | null;
  reviewCount: number;
  updatedAt: Date;
};

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
