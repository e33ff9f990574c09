import { renderToString } from "react-dom/server";
import { ProductCard } from "~/components/product-card";
import { CARDS_PLACEHOLDER, type PrerenderCards } from "~/components/prerendered-cards";
import type { PageEdit } from "~/lib/page-edits.server";
import { pageMarkers } from "~/lib/page-markers.server";
import type { ProductSummary } from "~/domain/catalog/views";

type Kept = { product: ProductSummary; markup: Buffer };

/** One page's cards: the placeholder React renders for a run of them, and the edits that put the kept markup there. */
type PageCards = {
  cards: PrerenderCards;
  edits: (page: Buffer) => PageEdit[];
};

export type CardMarkup = {
  /** For one page render (app/entry.server.tsx). */
  forPage: () => PageCards;
};

/**
 * Listing cards, rendered once per product and kept while the product stays the same (every
 * field compared, so a new price or stock renders it again), least recently used out past
 * `maxProducts`. React rendered 48 cards on every listing request — half of a page's CPU time;
 * a kept card costs a lookup. `renderToString` is the same renderer as the page's, so the
 * markup (text separators included) is what the browser hydrates against.
 *
 * The markup is kept as UTF-8 bytes and goes into the page after React has written it. A
 * listing's cards after the first go in as one run: React writes one placeholder element for
 * all of them (`ProductCards`), and `edits` swaps it for the cards' bytes, so the page is the
 * same as if React had written each card. Each card a component of React's own, with its hooks,
 * attributes and marker, cost ~15 % of a signed-in listing's CPU (decision 056). Handing React
 * the markup as text cost it a UTF-8 encoding of ~150 KB per listing (a tenth of a render), and
 * text with "₹" in it takes two bytes a character in V8's heap.
 */
export function createCardMarkup({
  maxProducts = 500,
  render = renderCard,
}: {
  maxProducts?: number;
  /** How a card is rendered (tests count the calls). */
  render?: (product: ProductSummary) => string;
} = {}): CardMarkup {
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
  const markers = pageMarkers("cards", "a run of listing cards", { element: CARDS_PLACEHOLDER });
  return {
    forPage() {
      const runs: Buffer[][] = [];
      return {
        cards: (products) => markers.marker(runs.push(products.map(markupOf)) - 1),
        edits: (page) => markers.edits(page, runs),
      };
    },
  };
}

/** A card as the browser renders it when it has no markup to take: the whole `<article>`. */
function renderCard(product: ProductSummary): string {
  return renderToString(<ProductCard product={product} image="lazy" />);
}

function sameFields(kept: ProductSummary, product: ProductSummary): boolean {
  if (kept === product) return true;
  const keys = Object.keys(product) as (keyof ProductSummary)[];
  return keys.length === Object.keys(kept).length && keys.every((key) => kept[key] === product[key]);
}
