import { createContext, useContext, type ReactNode } from "react";
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

/** The ready-made inside of `product`'s card while rendering on the server, else null (render it). */
export function usePrerenderedCardBody(product: ProductSummary | null): string | null {
  const prerender = useContext(PrerenderedCardsContext);
  return prerender && product ? prerender(product) : null;
}
