import type { DbOrTx } from "~/db/client.server";
import type { ListingQuery } from "~/domain/catalog/listing-query";
import { packProductPage, type PackedProductPage } from "~/domain/catalog/packed-product-page";
import { packProducts, type ProductsText } from "~/domain/catalog/packed-products";
import type { ProductDetail } from "~/domain/catalog/views";
import type { PublicReview } from "~/domain/reviews/views";
import { listProductReviews } from "~/services/reviews/list-product-reviews.server";
import { createBoundedCache } from "./bounded-cache.server";
import type { CatalogChange, CatalogChanges } from "./catalog-changes.server";
import { getProduct, isProductId } from "./get-product.server";
import { listProducts, type ProductPage } from "./list-products.server";

/** The body of GET /api/products: one page of the listing and its counts. */
function productsApiBody(page: ProductPage, query: ListingQuery) {
  return { products: page.products, page: page.page, pageCount: page.pageCount, limit: query.limit, matching: page.matching, total: page.total };
}

/**
 * A product page's data: the product (null: no such product) and its public reviews, also
 * packed for the product page's loader (decision 050).
 */
type ProductWithReviews = { product: ProductDetail | null; reviews: PublicReview[]; packedPage: PackedProductPage };

/** A kept listing page, with its products also packed for the listing page's loader (decision 041). */
type KeptListing = ProductPage & { packedProducts: ProductsText };

export type CatalogCache = {
  listProducts: (query: ListingQuery) => Promise<KeptListing>;
  /** GET /api/products's body for a query, serialized once per listing (server/http/catalog-api.ts). */
  listingJson: (query: ListingQuery) => Promise<Buffer>;
  getProduct: (id: string) => Promise<ProductDetail | null>;
  getProductWithReviews: (id: string) => Promise<ProductWithReviews>;
  readonly size: { listings: number; products: number; bytes: number };
  /** Stops hearing changes. */
  close: () => void;
};

const NO_PRODUCT: ProductWithReviews = { product: null, reviews: [], packedPage: packProductPage({ product: null, reviews: [] }) };

/** What a kept value weighs: its JSON's length (a Buffer: its bytes). */
function jsonBytes(value: unknown): number {
  if (Buffer.isBuffer(value)) return value.length;
  return JSON.stringify(value)?.length ?? 0;
}

/**
 * The catalogue's read side, kept in memory for everyone — signed in or not: listing pages
 * with their counts, products and their reviews. Every change the database announces
 * (catalog-changes.server.ts) drops what it touches: the changed products' entries and every
 * listing (any listing may show a changed product or count). A query started before a change
 * is never stored after it (its slot is dropped at the change), and concurrent misses of one
 * key share one query. `ttlMs` is only a safety net; changes are heard within milliseconds.
 * Bounded in entries of each kind and in bytes over all of them (`maxBytes`, decision 022).
 */
export function createCatalogCache({
  db,
  changes,
  maxListings = 2000,
  maxProducts = 5000,
  maxBytes = 8 * 1024 * 1024,
  ttlMs = 5 * 60_000,
  now = Date.now,
}: {
  db: DbOrTx;
  changes: Pick<CatalogChanges, "subscribe">;
  maxListings?: number;
  maxProducts?: number;
  /** Bytes of kept data, counted as JSON; least recently used out first. */
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}): CatalogCache {
  // Listing pages, the API's bytes of them, products with reviews, and how many products
  // match a search (type + words: changes only when membership does).
  const store = createBoundedCache({
    maxEntries: { listing: maxListings, listingJson: maxListings, product: maxProducts, searchCount: maxListings },
    maxBytes,
    ttlMs,
    sizeOf: jsonBytes,
    now,
  });

  const onChange = (change: CatalogChange) => {
    store.dropKinds("listing", "listingJson");
    if (change === "all" || change.membership) store.dropKinds("searchCount");
    if (change === "all") store.dropKinds("product");
    else for (const id of change.ids) store.drop("product", id);
  };
  const unsubscribe = changes.subscribe(onChange);

  const productWithReviews = async (id: string): Promise<ProductWithReviews> => {
    if (!isProductId(id)) return NO_PRODUCT;
    // Packed as it is kept, so a product's JSON is written once however often its page is shown.
    return store.get("product", id, async () => {
      const product = await getProduct(db, id);
      const reviews = product ? await listProductReviews(db, product.id) : [];
      return { product, reviews, packedPage: packProductPage({ product, reviews }) };
    });
  };

  const keyOf = (query: ListingQuery) => `${query.type}|${query.sort}|${query.page}|${query.limit}|${query.q}`;
  // Packed as it is kept, so a listing's JSON is written once however often it is shown; the
  // packing counts in the budget (its JSON is part of the entry's).
  const listing = (query: ListingQuery) =>
    store.get("listing", keyOf(query), async (): Promise<KeptListing> => {
      const page = await listProducts(db, query, { countSearch: (key, count) => store.get("searchCount", key, count) });
      return { ...page, packedProducts: packProducts(page.products) };
    });

  return {
    listProducts: listing,
    listingJson: (query) =>
      store.get("listingJson", keyOf(query), async () => Buffer.from(JSON.stringify(productsApiBody(await listing(query), query)))),
    getProduct: async (id) => (await productWithReviews(id)).product,
    getProductWithReviews: productWithReviews,
    get size() {
      return { listings: store.count("listing"), products: store.count("product"), bytes: store.bytes };
    },
    close: unsubscribe,
  };
}
