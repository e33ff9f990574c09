import { randomBytes } from "node:crypto";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { KeepBlock } from "~/components/kept-block";
import type { PageEdit } from "~/lib/page-edits.server";

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
 * The inside of the site's header and footer (and a product page's promises), rendered once per
 * key and kept (docs/decisions/047). Every page rendered them: ~60 elements and five icons,
 * 15–20 % of a product page's CPU (measured by taking them out). A key names all their markup
 * depends on — the shop's name and contacts, which link is current, the year, a product's
 * warranty — so a change of any renders them again; the keys are few (a handful of current
 * links and warranties times the shop's settings), and past `maxEntries` the oldest goes.
 *
 * As with the listing's cards (card-body-markup.server.tsx), the markup is kept as UTF-8 bytes
 * and goes in after React has written the page, in place of a marker React writes inside the
 * element; `renderToString` is the page's renderer, so the browser hydrates the same markup.
 */
export function createKeptBlockMarkup({
  maxEntries = 64,
  render = renderInside,
}: {
  maxEntries?: number;
  /** How a block's inside is rendered (tests count the calls). */
  render?: (inside: ReactElement) => string;
} = {}): KeptBlockMarkup {
  const kept = new Map<string, Buffer>();
  const markupOf = (key: string, inside: ReactElement): Buffer => {
    const markup = kept.get(key);
    if (markup) return markup;
    const rendered = Buffer.from(render(inside), "utf8");
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
    kept.set(key, rendered);
    return rendered;
  };
  // A comment React writes as it is (inner HTML); the random part keeps any other raw markup from looking like it.
  const prefix = `<!--kept-${randomBytes(6).toString("hex")}-`;
  const prefixBytes = Buffer.from(prefix);
  return {
    forPage() {
      const blocks: Buffer[] = [];
      return {
        keep: (key, inside) => `${prefix}${blocks.push(markupOf(key, inside)) - 1}-->`,
        // Each marker names its block, so they are found in whatever order React wrote them;
        // the search stops once every block has its marker (the footer's, near the end, is the
        // last), and goes to the end of the page only when one is missing: a block rendered in
        // an attempt React threw away (a suspended render is retried) leaves no marker.
        edits: (page) => {
          const edits: PageEdit[] = [];
          for (let at = page.indexOf(prefixBytes); at !== -1 && edits.length < blocks.length; ) {
            const close = page.indexOf("-->", at + prefixBytes.length);
            const index = close === -1 ? "" : page.toString("latin1", at + prefixBytes.length, close);
            const markup = /^\d+$/.test(index) ? blocks[Number(index)] : undefined;
            if (!markup) throw new Error("a kept block's marker has no markup");
            edits.push({ start: at, end: close + 3, insert: markup });
            at = page.indexOf(prefixBytes, close + 3);
          }
          return edits;
        },
      };
    },
  };
}

/**
 * A block rendered on its own: a memory router stands in for the page's, for the links'
 * click handler (`LinkBoundary`), which writes no markup of its own.
 */
function renderInside(inside: ReactElement): string {
  return renderToString(<MemoryRouter>{inside}</MemoryRouter>);
}
