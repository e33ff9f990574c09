import { and, arrayContains, asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { catalogCount, product } from "~/db/schema";
import { searchTerms, type ListingQuery } from "~/domain/catalog/listing-query";
import { displayRating } from "~/domain/catalog/display-rating";
import type { ProductSummary } from "~/domain/catalog/views";
import { containsPattern } from "~/db/escape-like";

export type ProductPage = {
  products: ProductSummary[];
  /** Products matching the type and search (X in 'Showing X of Y products'). */
  matching: number;
  /** Every product in the catalogue (Y). */
  total: number;
  page: number;
  pageCount: number;
};

/**
 * Terms this long or longer match anywhere in brand and name (trigram index); shorter ones
 * only at the start of a word (index of word prefixes, migration 0009): a one-letter
 * "contains" search would read the whole table. `%` and `_` are literal characters.
 */
const MIN_CONTAINS_LENGTH = 3;

function orderBy(sort: ListingQuery["sort"]): SQL[] {
  switch (sort) {
    case "price-asc":
      return [asc(product.pricePaise), asc(product.id)];
    case "price-desc":
      return [desc(product.pricePaise), desc(product.id)];
    case "newest":
      return [desc(product.createdAt), desc(product.id)];
  }
}

async function countOf(db: DbOrTx, scope: string): Promise<number> {
  const [row] = await db
    .select({ count: catalogCount.count })
    .from(catalogCount)
    .where(eq(catalogCount.scope, scope));
  return row?.count ?? 0;
}

/**
 * One page of the catalogue, filtered, searched and sorted by the database. Counts without
 * a search come from the trigger-maintained `catalog_count`, so a listing of 100,000
 * products costs about what one of 1,000 does.
 */
export async function listProducts(
  db: DbOrTx,
  query: ListingQuery,
  {
    countSearch = (_key, count) => count(),
  }: {
    /** Counting a frequent word reads many rows: the data cache keeps these counts (decision 018). */
    countSearch?: (key: string, count: () => Promise<number>) => Promise<number>;
  } = {},
): Promise<ProductPage> {
  const terms = searchTerms(query.q);
  const conditions: SQL[] = [];
  if (query.type !== "all") conditions.push(eq(product.type, query.type));
  for (const term of terms) {
    conditions.push(
      term.length < MIN_CONTAINS_LENGTH
        ? arrayContains(product.searchPrefixes, [term])
        : ilike(product.searchText, containsPattern(term)),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const [total, matching] = await Promise.all([
    countOf(db, "all"),
    terms.length
      ? countSearch(`${query.type}|${terms.join(" ")}`, async () => db.$count(product, where))
      : query.type === "all"
        ? null
        : countOf(db, query.type),
  ]);
  const matchingCount = matching ?? total;
  const pageCount = Math.max(1, Math.ceil(matchingCount / query.limit));
  const page = Math.min(query.page, pageCount);

  const rows = matchingCount
    ? await db
        .select({
          id: product.id,
          name: product.name,
          brand: product.brand,
          type: product.type,
          capacity: product.capacity,
          shortDescription: product.shortDescription,
          pricePaise: product.pricePaise,
          originalPricePaise: product.originalPricePaise,
          image: sql<string | null>`${product.images}[1]`,
          featured: product.featured,
          inStock: product.inStock,
          reviewCount: product.reviewCount,
          ratingTotal: product.ratingTotal,
          ratingTenths: product.ratingTenths,
        })
        .from(product)
        .where(where)
        .orderBy(...orderBy(query.sort))
        .limit(query.limit)
        .offset((page - 1) * query.limit)
    : [];

  return {
    products: rows.map(({ ratingTotal, ratingTenths, ...row }) => ({
      ...row,
      rating: displayRating({ reviewCount: row.reviewCount, ratingTotal, ratingTenths }),
    })),
    matching: matchingCount,
    total,
    page,
    pageCount,
  };
}
