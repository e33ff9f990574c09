import { inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { product } from "~/db/schema";
import type { CartProductState } from "~/domain/catalog/views";
import { isProductId } from "./get-product.server";


/** Today's price and stock for the products in a cart (unknown ids are simply absent). */
export async function getCartProducts(db: DbOrTx, ids: string[]): Promise<CartProductState[]> {
  const valid = [...new Set(ids.filter(isProductId))].slice(0, 100);
  if (valid.length === 0) return [];
  return db
    .select({
      id: product.id,
      name: product.name,
      pricePaise: product.pricePaise,
      inStock: product.inStock,
      stockQuantity: product.stockQuantity,
    })
    .from(product)
    .where(inArray(product.id, valid));
}
