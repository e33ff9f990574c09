import type { PublicReview } from "~/domain/reviews/views";
import type { ProductDetail } from "./views";

/** A product as its page shows it: everything but when it was last changed. */
export type ProductOnPage = Omit<ProductDetail, "updatedAt">;

/** A product page's data: the product (null: no such product) and its public reviews. */
export type ProductPageData = { product: ProductOnPage | null; reviews: PublicReview[] };

/**
 * A product page's data as one JSON text, the form its loader hands it to the browser in
 * (decision 050), as the listing's products are (decision 041). React Router writes loader
 * data into the page with turbo-stream, which walks every value in JavaScript, twice (flatten,
 * then stringify): a product with its specifications and images is some 60 values, ~5 % of an
 * uncached product page's CPU. One string is a single value to it, written by
 * `JSON.stringify` once per product kept (services/catalog/catalog-cache.server.ts), read by
 * `JSON.parse` once in the browser.
 */
export type PackedProductPage = { readonly json: string };

/** The data each packing was made from, or read back into: the server never parses its own. */
const unpacked = new WeakMap<PackedProductPage, ProductPageData>();

export function packProductPage({ product, reviews }: { product: ProductDetail | null; reviews: PublicReview[] }): PackedProductPage {
  const data: ProductPageData = { product: product && withoutUpdatedAt(product), reviews };
  const packed = { json: JSON.stringify(data) };
  unpacked.set(packed, data);
  return packed;
}

/**
 * The data again: on the server the very objects that were packed (the loader's data reaches
 * the page's render as it is); in the browser read once per packing, so re-renders share it.
 */
export function unpackProductPage(packed: PackedProductPage): ProductPageData {
  let data = unpacked.get(packed);
  if (!data) {
    data = JSON.parse(packed.json) as ProductPageData;
    unpacked.set(packed, data);
  }
  return data;
}

function withoutUpdatedAt({ updatedAt: _updatedAt, ...product }: ProductDetail): ProductOnPage {
  return product;
}
