import { randomBytes } from "node:crypto";
import type { PageEdit } from "~/lib/page-edits.server";

/**
 * Markers React writes where kept markup goes once the page is written — the listing's cards
 * (decision 025), the header and footer (decision 047): a comment, written as an element's
 * inner HTML, naming the markup by its place in the page's list. Text React escapes can never
 * contain "<!--", and the random part keeps any other raw markup from looking like one.
 */
export type PageMarkers = {
  /** The marker for the page's `index`th piece of markup. */
  marker: (index: number) => string;
  /**
   * The edits that put each marker's markup in its place. Found by searching, in whatever order
   * React wrote them: one rendered in an attempt React threw away (a suspended render is
   * retried) leaves no marker and gets no edit. A page that asked for none is not searched; a
   * marker whose markup is not in `markups` is an error, not a page with a hole.
   */
  edits: (page: Buffer, markups: readonly NonNullable<PageEdit["insert"]>[]) => PageEdit[];
};

/**
 * Markers of one kind (`name` in the comment; `what` names it in the error). With `element`,
 * each marker is the whole inner HTML of an element of that name written without attributes,
 * and its markup replaces the element too: markup that is a run of the page's own elements
 * (a listing's cards, siblings of the first) where React can only write an element.
 */
export function pageMarkers(name: string, what: string, { element }: { element?: string } = {}): PageMarkers {
  const prefix = `<!--${name}-${randomBytes(6).toString("hex")}-`;
  const prefixBytes = Buffer.from(element ? `<${element}>${prefix}` : prefix);
  const suffix = `-->${element ? `</${element}>` : ""}`;
  return {
    marker: (index) => `${prefix}${index}-->`,
    edits: (page, markups) => {
      const edits: PageEdit[] = [];
      if (markups.length === 0) return edits;
      for (let at = page.indexOf(prefixBytes); at !== -1; at = page.indexOf(prefixBytes, at + 1)) {
        const close = page.indexOf(suffix, at + prefixBytes.length);
        const index = close === -1 ? "" : page.toString("latin1", at + prefixBytes.length, close);
        const markup = /^\d+$/.test(index) ? markups[Number(index)] : undefined;
        if (!markup) throw new Error(`${what}'s marker has no markup`);
        edits.push({ start: at, end: close + suffix.length, insert: markup });
      }
      return edits;
    },
  };
}
