import { createContext, useContext, useEffect, type ReactNode } from "react";
import type { ProductSummary } from "~/domain/catalog/views";

/**
 * The markup of a run of listing cards, given on the server only: a marker, written as the
 * inner HTML of a `CARDS_PLACEHOLDER` element, that the run's kept markup replaces, element and
 * all, once the page is written (card-markup.server.tsx).
 */
export type PrerenderCards = (products: readonly ProductSummary[]) => string;

/** The element React writes where a run of kept cards goes: inert, and shows nothing should it ever stay. */
export const CARDS_PLACEHOLDER = "template";

const PrerenderedCardsContext = createContext<PrerenderCards | null>(null);

/** Server rendering only (app/entry.server.tsx): the browser renders its cards itself. */
export function PrerenderedCardsProvider({ value, children }: { value: PrerenderCards; children: ReactNode }) {
  return <PrerenderedCardsContext.Provider value={value}>{children}</PrerenderedCardsContext.Provider>;
}

/** Whether the browser is past the first render of the page the server sent (see below). */
let documentCardsTaken = false;

/** The server's kept card markup (entry.server.tsx), or null in the browser. */
export function usePrerenderedCards(): PrerenderCards | null {
  return useContext(PrerenderedCardsContext);
}

/**
 * In the browser, while the page the server sent is hydrated: the inside of `product`'s card
 * as it is on that page, so React takes it as it is rather than hydrating each of its
 * elements (decision 020); a card has no handler of its own (product-card.tsx). Null
 * otherwise (render it).
 */
export function documentCardBody(product: ProductSummary): string | null {
  if (typeof document === "undefined" || documentCardsTaken) return null;
  return document.getElementById(`p-${product.id}`)?.closest("article")?.innerHTML ?? null;
}

/** For the listing: once it has rendered in the browser, later cards are rendered, not taken from the page. */
export function useDocumentCardsTaken(): void {
  useEffect(() => {
    documentCardsTaken = true;
  }, []);
}
