import appCss from "~/app.css?inline";
import { APP_CSS_ID, STYLESHEET_MARKER } from "~/lib/inline-stylesheet";
import type { PageEdit } from "~/lib/page-edits.server";

/**
 * The stylesheet goes into each rendered page as bytes made once per process. Handed to React
 * as text, its ~57 KB were UTF-8 encoded by React on every render, copied twice more on the
 * way out, and searched through by the page's other edits: about a tenth of a product page's
 * CPU time (docs/decisions/026).
 */
export const stylesheet = Buffer.from(appCss, "utf8");
const OPEN = Buffer.from(`<style id="${APP_CSS_ID}">`);
const MARKED = Buffer.from(`<style id="${APP_CSS_ID}">${STYLESHEET_MARKER}</style>`);

/**
 * The edit that puts the stylesheet where React wrote its marker: the first `<style
 * id="app-css">` of the page (React writes it early in the head, before any text of the page's
 * own, and escapes "<" in text, so nothing a shopper wrote can look like it). No edit when the
 * page has no such element or it holds something else.
 */
export function stylesheetEdit(page: Buffer): PageEdit | null {
  const at = page.indexOf(OPEN);
  if (at === -1 || page.compare(MARKED, 0, MARKED.length, at, at + MARKED.length) !== 0) return null;
  const start = at + OPEN.length;
  return { start, end: start + STYLESHEET_MARKER.length, insert: stylesheet };
}
