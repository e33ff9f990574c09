import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { product, type Specification } from "~/db/schema";
import type { ProductType } from "~/domain/catalog/product-type";

/** Everything the edit dialog shows, as the admin last saved it. */
export type ProductForEdit = {
  id: string;
  name: string;
  brand: string;
  type: ProductType;
  capacity: string;
  shortDescription: string;
  description: string;
  pricePaise: number;
  originalPricePaise: number | null;
  /** Blanks dropped; the form edits the first. */
  images: string[];
  featured: boolean;
  inStock: boolean;
  stockQuantity: number | null;
  warranty: string;
  specifications: Specification[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One product for the edit dialog, or null (also for ids that are not UUIDs). */
export async function getProductForEdit(db: DbOrTx, productId: string): Promise<ProductForEdit | null> {
  if (!UUID.test(productId)) return null;
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
