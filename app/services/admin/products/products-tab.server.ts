import { asc, desc, ilike, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { product } from "~/db/schema";
import type { AdminQuery } from "~/domain/admin/admin-tabs";
import type { AdminProductRow } from "~/domain/admin/views";
import { containsPattern } from "~/db/escape-like";

/** The Products tab: a page of products (newest first), searchable by name or brand. */
export async function loadProductsTab(db: DbOrTx, query: AdminQuery, pageSize: number) {
  const pattern = containsPattern(query.q);
  const where: SQL | undefined = query.q ? or(ilike(product.name, pattern), ilike(product.brand, pattern)) : undefined;
  const [rows, matching] = await Promise.all([
    db
      .select({
        id: product.id,
        name: product.name,
        brand: product.brand,
        type: product.type,
        pricePaise: product.pricePaise,
        inStock: product.inStock,
        stockQuantity: product.stockQuantity,
        image: sql<string | null>`(array_remove(${product.images}, ''))[1]`,
      })
      .from(product)
      .where(where)
      .orderBy(desc(product.createdAt), asc(product.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.$count(product, where),
  ]);
  return { products: rows satisfies AdminProductRow[], matching };
}
