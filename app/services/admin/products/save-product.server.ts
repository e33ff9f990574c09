import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { product } from "~/db/schema";
import type { ProductForm } from "~/domain/admin/product-form-schema";

/** The checked form with its image settled to one URL (an upload has been stored by now). */
export type ProductToSave = Omit<ProductForm, "image"> & { imageUrl: string };

export type SaveProductResult =
  | { ok: true; created: boolean; product: { id: string; name: string } }
  | { ok: false; status: 404; message: string };

/**
 * Adds a product (productId null) or updates one. The form edits only the first image: on
 * update it replaces the first and keeps the product's other images, blanks dropped, in one
 * statement so a concurrent edit cannot lose them. New products start with no ratings.
 */
export async function saveProduct(db: DbOrTx, input: ProductToSave): Promise<SaveProductResult> {
  const { productId, imageUrl, ...fields } = input;
  const columns = {
    name: fields.name,
    brand: fields.brand,
    type: fields.type,
    capacity: fields.capacity,
    shortDescription: fields.shortDescription,
    description: fields.description,
    pricePaise: fields.pricePaise,
    originalPricePaise: fields.originalPricePaise,
    featured: fields.featured,
    inStock: fields.inStock,
    stockQuantity: fields.stockQuantity,
    warranty: fields.warranty,
    specifications: fields.specifications,
    hsnCode: fields.hsnCode,
    gstRateBp: fields.gstRateBp,
  };

  if (!productId) {
    const [created] = await db
      .insert(product)
      .values({ ...columns, images: [imageUrl], ratingTenths: 0 })
      .returning({ id: product.id, name: product.name });
    return { ok: true, created: true, product: created! };
  }

  const [updated] = await db
    .update(product)
    .set({
      ...columns,
      images: sql`array_prepend(${imageUrl}::text, (array_remove(array_remove(${product.images}, ''), null))[2:])`,
    })
    .where(eq(product.id, productId))
    .returning({ id: product.id, name: product.name });
  if (!updated) return { ok: false, status: 404, message: "This product no longer exists." };
  return { ok: true, created: false, product: updated };
}
