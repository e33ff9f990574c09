import type { DbOrTx } from "~/db/client.server";
import type { ListingQuery } from "~/domain/catalog/listing-query";
import type { ProductDetail } from "~/domain/catalog/views";
import type { PublicReview } from "~/domain/reviews/views";
import { listProductReviews } from "~/services/reviews/list-product-reviews.server";
import type { CatalogChange, CatalogChanges } from "./catalog-changes.server";
import { getProduct, isProductId } from "./get-product.server";
import { listProducts, type ProductPage } from "./list-products.server";

/** The body of GET /api/products: one page of the listing and its counts. */
function productsApiBody(page: ProductPage, query: ListingQuery) {
  return { products: page.products, page: page.page, pageCount: page.pageCount, limit: query.limit, matching: page.matching, total: page.total };
}

/** A product page's data: the product (null: no such product) and its public reviews. */
type ProductWithReviews = { product: ProductDetail | null; reviews: PublicReview[] };

export type CatalogCache = {
  listProducts: (query: ListingQuery) => Promise<ProductPage>;
  /** GET /api/products's body for a query, serialized once per listing (server/http/catalog-api.ts). */
  listingJson: (query: ListingQuery) => Promise<Buffer>;
  getProduct: (id: string) => Promise<ProductDetail | null>;
  getProductWithReviews: (id: string) => Promise<ProductWithReviews>;
  readonly size: { listings: number; products: number };
  /** Stops hearing changes. */
  close: () => void;
};

type Slot<T> = { value: Promise<T>; until: number };

/**
 * The catalogue's read side, kept in memory for everyone — signed in or not: listing pages
 * with their counts, products and their reviews. Every change the database announces
 * (catalog-changes.server.ts) drops what it touches: the changed products' entries and every
 * listing (any listing may show a changed product or count). A query started before a change
 * is never stored after it (its slot is dropped at the change), and concurrent misses of one
 * key share one query. `ttlMs` is only a safety net; changes are heard within milliseconds.
 */
export function createCatalogCache({
  db,
  changes,
  maxListings = 2000,
  maxProducts = 5000,
  ttlMs = 5 * 60_000,
  now = Date.now,
}: {
  db: DbOrTx;
  changes: Pick<CatalogChanges, "subscribe">;
  maxListings?: number;
  maxProducts?: number;
  ttlMs?: number;
  now?: () => number;
}): CatalogCache {
  const listings = new Map<string, Slot<ProductPage>>();
  const listingBodies = new Map<string, Slot<Buffer>>();
  const products = new Map<string, Slot<ProductWithReviews>>();
  /** How many products match a search (type + words): changes only when membership does. */
  const searchCounts = new Map<string, Slot<number>>();

  const cached = <T>(map: Map<string, Slot<T>>, max: number, key: string, load: () => Promise<T>): Promise<T> => {
    if (max === 0) return load();
    const at = now();
    const slot = map.get(key);
    if (slot && at < slot.until) {
      // Least recently used first out: a hit moves to the end.
      map.delete(key);
      map.set(key, slot);
      return slot.value;
    }
    const value = load();
    const fresh: Slot<T> = { value, until: at + ttlMs };
    map.delete(key);
    if (map.size >= max) map.delete(map.keys().next().value!);
    map.set(key, fresh);
    value.catch(() => {
      if (map.get(key) === fresh) map.delete(key);
    });
    return value;
  };

  const onChange = (change: CatalogChange) => {
    listings.clear();
    listingBodies.clear();
    if (change === "all" || change.membership) searchCounts.clear();
    if (change === "all") products.clear();
    else for (const id of change.ids) products.delete(id);
  };
  const unsubscribe = changes.subscribe(onChange);

  const productWithReviews = async (id: string): Promise<ProductWithReviews> => {
    if (!isProductId(id)) return { product: null, reviews: [] };
    return cached(products, maxProducts, id, async () => {
      const product = await getProduct(db, id);
      return { product, reviews: product ? await listProductReviews(db, product.id) : [] };
    });
  };

  const keyOf = (query: ListingQuery) => `${query.type}|${query.sort}|${query.page}|${query.limit}|${query.q}`;
  const listing = (query: ListingQuery) =>
    cached(listings, maxListings, keyOf(query), () =>
      listProducts(db, query, { countSearch: (key, count) => cached(searchCounts, maxListings, key, count) }),
    );

  return {
    listProducts: listing,
    listingJson: (query) =>
      cached(listingBodies, maxListings, keyOf(query), async () => Buffer.from(JSON.stringify(productsApiBody(await listing(query), query)))),
    getProduct: async (id) => (await productWithReviews(id)).product,
    getProductWithReviews: productWithReviews,
    get size() {
      return { listings: listings.size, products: products.size };
    },
    close: unsubscribe,
  };
}
