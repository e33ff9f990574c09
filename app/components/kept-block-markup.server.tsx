import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { KeepBlock } from "~/components/kept-block";
import type { PageEdit } from "~/lib/page-edits.server";
import { pageMarkers } from "~/lib/page-markers.server";

/** One page's kept blocks: the marker function React's render calls, and the edits that put the markup in. */
type PageBlocks = {
  keep: KeepBlock;
  edits: (page: Buffer) => PageEdit[];
};

export type KeptBlockMarkup = {
  /** For one page render (app/entry.server.tsx). */
  forPage: () => PageBlocks;
};

/**
 * The inside of the site's header and footer (and a listing's controls, decision 057; a
 * product page's buying panel and description, decision 058), rendered once per key and kept
 * (docs/decisions/047). Every page rendered them: ~60 elements and five icons, 15–20 % of a
 * product page's CPU (measured by taking them out). A key names all their markup depends on —
 * the shop's name and contacts, which link is current, the year, a listing's type and sort, a
 * product's fields and whether the shopper is signed in — so a change of any renders them
 * again. The header and footer are asked for by every page; products come and go: least
 * recently used out past `maxBytes` (keys and markup), so browsing many products never pushes
 * the header out.
 *
 * As with the listing's cards (card-markup.server.tsx), the markup is kept as UTF-8 bytes
 * and goes in after React has written the page, in place of a marker React writes inside the
 * element (page-markers.server.ts); `renderToString` is the page's renderer, so the browser hydrates the same markup.
 */
export function createKeptBlockMarkup({
  maxBytes = 4 * 1024 * 1024,
  render = renderInside,
}: {
  maxBytes?: number;
  /** How a block's inside is rendered (tests count the calls). */
  render?: (inside: ReactElement) => string;
} = {}): KeptBlockMarkup {
  /** Least recently used first. */
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const sizeOf = (key: string, markup: Buffer) => key.length + markup.length;
  const markupOf = (key: string, inside: ReactElement): Buffer => {
    const markup = kept.get(key);
    if (markup) {
      kept.delete(key);
      kept.set(key, markup);
      return markup;
    }
    const rendered = Buffer.from(render(inside), "utf8");
    const size = sizeOf(key, rendered);
    if (size > maxBytes) return rendered;
    for (const [oldest, old] of kept) {
      if (keptBytes + size <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= sizeOf(oldest, old);
    }
    kept.set(key, rendered);
    keptBytes += size;
    return rendered;
  };
  const markers = pageMarkers("kept", "a kept block");
  return {
    forPage() {
      const blocks: Buffer[] = [];
      return {
        keep: (key, inside) => markers.marker(blocks.push(markupOf(key, inside)) - 1),
        edits: (page) => markers.edits(page, blocks),
      };
    },
  };
}

/**
 * A block rendered on its own: a memory data router stands in for the page's, for what needs
 * one and writes no markup that depends on it — the links' click handler (`LinkBoundary`), the
 * listing's `useSubmit`; its `Form` and `Link`s, given absolute paths, write what they write in
 * the page's router.
 */
function renderInside(inside: ReactElement): string {
  const router = createMemoryRouter([{ path: "*", element: inside }]);
  try {
    return renderToString(<RouterProvider router={router} />);
  } finally {
    router.dispose();
  }
}
