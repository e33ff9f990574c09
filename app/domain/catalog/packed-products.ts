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
 * third shorter, and the page no longer than before.
 *
 * A page the server renders whole carries the text in a data block of its own instead
 * (`LISTING_PRODUCTS_ID`, decision 043): its loader data holds only `{ inPage: true }`
 * (`productsInPage`), so the text is neither escaped twice nor taken through turbo-stream's
 * stream on every render.
 */
export type PackedProducts = ProductsText | { readonly inPage: true };
/** A packing that carries its text: what `packProducts` makes and the catalogue cache keeps. */
export type ProductsText = { readonly json: string };

/** The page's data block that holds the text of a stand-in from `productsInPage`. */
export const LISTING_PRODUCTS_ID = "listing-products";

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
/** The text behind each in-page stand-in, and the stand-in of each packing (one per packing). */
const textInPage = new WeakMap<PackedProducts, string>();
const standIns = new WeakMap<ProductsText, PackedProducts>();

export function packProducts(products: ProductSummary[]): ProductsText {
  const packed = { json: JSON.stringify(products.map((product) => FIELDS.map((field) => product[field]))) };
  unpacked.set(packed, products);
  return packed;
}

/**
 * For a page rendered whole on the server: a stand-in for `packed` whose text goes into the
 * page's own data block (`inPageText`), not into the loader data. On the server it unpacks to
 * the same products; in the browser it is read from that block.
 */
export function productsInPage(packed: ProductsText): PackedProducts {
  let standIn = standIns.get(packed);
  if (!standIn) {
    standIn = { inPage: true };
    unpacked.set(standIn, unpackProducts(packed));
    textInPage.set(standIn, packed.json);
    standIns.set(packed, standIn);
  }
  return standIn;
}

/** The text a stand-in stands for (server only), or undefined for a packing that carries its own. */
export function inPageText(packed: PackedProducts): string | undefined {
  return textInPage.get(packed);
}

/**
 * The products again: on the server the very array that was packed (the loader's data reaches
 * the page's render as it is); in the browser read once per packing, so re-renders share it —
 * a stand-in's text from the page's data block, which `pageText` reads.
 */
export function unpackProducts(packed: PackedProducts, pageText?: () => string | null | undefined): ProductSummary[] {
  let products = unpacked.get(packed);
  if (!products) {
    const json = "inPage" in packed ? pageText?.() : packed.json;
    if (json == null) throw new Error("The listing's products are missing from the page.");
    const rows = JSON.parse(json) as unknown[][];
    products = rows.map((row) => Object.fromEntries(FIELDS.map((field, i) => [field, row[i]])) as ProductSummary);
    unpacked.set(packed, products);
  }
  return products;
}
