import type { ProductSummary } from "./views";

/**
 * A listing's products as one JSON text, the form the listing page's loader hands them to the
 * browser in (decision 041). React Router writes loader data into the page with turbo-stream,
 * which walks every value in JavaScript: for 48 cards (some 700 values) that was about a tenth
 * of an uncached listing's CPU on the server, and the browser walks them all again to read the
 * page. One string is a single value to it, written by `JSON.stringify` once per kept listing
 * (services/catalog/catalog-cache.server.ts) and read by `JSON.parse` in the browser.
 *
 * Each product is a row of its values in `FIELDS` order: without the field names the text is a
 * third shorter, and the page (where it is escaped twice over) no longer than before.
 */
export type PackedProducts = { readonly json: string };

/** Every field of a summary, each once (the type insists): the order of a packed row. */
const FIELD_SET: { [Field in keyof ProductSummary]: true } = {
  id: true,
  name: true,
  brand: true,
  type: true,
  capacity: true,
  shortDescription: true,
  pricePaise: true,
  originalPricePaise: true,
  featured: true,
  inStock: true,
  rating: true,
  reviewCount: true,
  image: true,
};
const FIELDS = Object.keys(FIELD_SET) as (keyof ProductSummary)[];

/** The products each packing was made from, or read back into: the server never parses its own. */
const unpacked = new WeakMap<PackedProducts, ProductSummary[]>();

export function packProducts(products: ProductSummary[]): PackedProducts {
  const packed = { json: JSON.stringify(products.map((product) => FIELDS.map((field) => product[field]))) };
  unpacked.set(packed, products);
  return packed;
}

/**
 * The products again: on the server the very array that was packed (the loader's data reaches
 * the page's render as it is); in the browser read once per packing, so re-renders share it.
 */
export function unpackProducts(packed: PackedProducts): ProductSummary[] {
  let products = unpacked.get(packed);
  if (!products) {
    const rows = JSON.parse(packed.json) as unknown[][];
    products = rows.map((row) => Object.fromEntries(FIELDS.map((field, i) => [field, row[i]])) as ProductSummary);
    unpacked.set(packed, products);
  }
  return products;
}
