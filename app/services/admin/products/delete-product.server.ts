import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { product } from "~/db/schema";

/**
 * Deletes a product. Past orders keep their item snapshots and reviews stay (both lose only
 * the link: ON DELETE SET NULL); the catalogue counts follow by trigger. Images are left
 * where they are: content-addressed files may be shared with other products.
 */
export async function deleteProduct(db: DbOrTx, productId: string): Promise<{ id: string; name: string } | null> {
  const [deleted] = await db.delete(product).where(eq(product.id, productId)).returning({ id: product.id, name: product.name });
  return deleted ?? null;
}
