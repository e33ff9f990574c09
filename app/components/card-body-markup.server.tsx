import { renderToString } from "react-dom/server";
import { ProductCardBody } from "~/components/product-card";
import type { PrerenderCardBody } from "~/components/prerendered-cards";
import type { PageEdit } from "~/lib/page-edits.server";
import { pageMarkers } from "~/lib/page-markers.server";
import type { ProductSummary } from "~/domain/catalog/views";

type Kept = { product: ProductSummary; markup: Buffer };

/** One page's cards: what React renders inside each card, and the edits that put the kept markup there. */
type PageCards = {
  body: PrerenderCardBody;
  edits: (page: Buffer) => PageEdit[];
};

export type CardBodyMarkup = {
  /** For one page render (app/entry.server.tsx). */
  forPage: () => PageCards;
};

/**
 * The inside of listing cards, rendered once per product and kept while the product stays
 * the same (every field compared, so a new price or stock renders it again), least recently
 * used out past `maxProducts`. React rendered 48 cards on every listing request — half of a
 * page's CPU time; a kept card costs a lookup. `renderToString` is the same renderer as the
 * page's, so the markup (text separators included) is what the browser hydrates against.
 *
 * The markup is kept as UTF-8 bytes and goes into the page after React has written it: React
 * writes a short marker inside each card, and `edits` swaps each marker for the card's bytes.
 * Handing React the markup as text cost it a UTF-8 encoding of ~150 KB per listing (a tenth
 * of a render), and text with "₹" in it takes two bytes a character in V8's heap.
 */
export function createCardBodyMarkup({
  maxProducts = 500,
  render = renderCardBody,
}: {
  maxProducts?: number;
  /** How a card's inside is rendered (tests count the calls). */
  render?: (product: ProductSummary) => string;
} = {}): CardBodyMarkup {
  const kept = new Map<string, Kept>();
  const markupOf = (product: ProductSummary): Buffer => {
    const entry = kept.get(product.id);
    if (entry && sameFields(entry.product, product)) {
      kept.delete(product.id);
      kept.set(product.id, entry);
      return entry.markup;
    }
    const markup = Buffer.from(render(product), "utf8");
    kept.delete(product.id);
    if (kept.size >= maxProducts) kept.delete(kept.keys().next().value!);
    kept.set(product.id, { product, markup });
    return markup;
  };
  const markers = pageMarkers("card", "a listing card");
  return {
    forPage() {
      const cards: Buffer[] = [];
      return {
        body: (product) => markers.marker(cards.push(markupOf(product)) - 1),
        edits: (page) => markers.edits(page, cards),
      };
    },
  };
}

function renderCardBody(product: ProductSummary): string {
  return renderToString(<ProductCardBody product={product} image="lazy" />);
}

function sameFields(kept: ProductSummary, product: ProductSummary): boolean {
  if (kept === product) return true;
  const keys = Object.keys(product) as (keyof ProductSummary)[];
  return keys.length === Object.keys(kept).length && keys.every((key) => kept[key] === product[key]);
}
