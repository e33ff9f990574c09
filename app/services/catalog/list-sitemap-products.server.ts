import { asc, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { catalogCount, product } from "~/db/schema";
import { eq } from "drizzle-orm";

/** Products per sitemap file; the protocol allows 50,000, smaller files are kinder to crawlers. */
const SITEMAP_PAGE_SIZE = 10_000;

export async function countSitemapPages(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: catalogCount.count }).from(catalogCount).where(eq(catalogCount.scope, "all"));
  return Math.max(1, Math.ceil((row?.count ?? 0) / SITEMAP_PAGE_SIZE));
}

export async function listSitemapProducts(db: DbOrTx, page: number) {
  return db
    .select({ id: product.id, updatedAt: sql<string>`to_char(${product.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(product)
    .orderBy(asc(product.id))
    .limit(SITEMAP_PAGE_SIZE)
    .offset((page - 1) * SITEMAP_PAGE_SIZE);
}
