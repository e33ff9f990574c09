import { createContext, useContext, useEffect, type ReactNode } from "react";
import type { ProductSummary } from "~/domain/catalog/views";

/**
 * The markup inside a listing card's `<article>` for a product, given on the server only: a
 * marker that the kept markup replaces once the page is written (card-body-markup.server.tsx).
 */
export type PrerenderCardBody = (product: ProductSummary) => string;

const PrerenderedCardsContext = createContext<PrerenderCardBody | null>(null);

/** Server rendering only (app/entry.server.tsx): the browser renders its cards itself. */
export function PrerenderedCardsProvider({ value, children }: { value: PrerenderCardBody; children: ReactNode }) {
  return <PrerenderedCardsContext.Provider value={value}>{children}</PrerenderedCardsContext.Provider>;
}

/** Whether the browser is past the first render of the page the server sent (see below). */
let documentCardsTaken = false;

/**
 * The server's kept card markup (entry.server.tsx), or null in the browser. Call it before a
 * component's other hooks and the function it returns after them: the first call of the
 * function for a product renders its card with React, which a component's later hooks would
 * not survive.
 */
export function usePrerenderedCards(): PrerenderCardBody | null {
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
