import type { Response } from "express";
import { VIEWER_ATTRIBUTE, VIEWER_SCRIPT_ID } from "~/domain/auth/viewer";
import type { Viewer } from "~/services/auth/session-viewers.server";
import type { ShopUser } from "~/domain/auth/shop-user";
import { keptBody, type KeptBody } from "./kept-body";

const HTML_OPEN = Buffer.from("<html");
const BODY_CLOSE = Buffer.from("</body>");
const MARK = Buffer.from(` ${VIEWER_ATTRIBUTE}="signed-in"`);

/**
 * A shared catalogue page made a signed-in shopper's own (decision 023): the `<html>` element
 * says someone is signed in (CSS hides "Sign In" until the page is live) and, last in the
 * body, a JSON data block names the viewer for the page's scripts (app/hooks/
 * use-current-user.ts), which draw their menu once the page hydrates — module scripts run
 * only once the whole document is parsed, block included. A data block is not script, so it
 * needs no CSP nonce; its text is escaped so no name can close it. The block comes last so
 * that all before it is the same for every viewer, and kept compressed once (decision 029).
 * Anything that is not such a page (no `<html` or `</body>`) is sent unchanged.
 */
export function forViewer(body: Buffer, user: ShopUser): Buffer {
  const cut = viewerCut(body);
  if (!cut) return body;
  return Buffer.concat([body.subarray(0, cut.afterTag), MARK, body.subarray(cut.afterTag, cut.end), viewerBlock(user), body.subarray(cut.end)]);
}

/**
 * A kept page as a signed-in shopper gets it (`forViewer`): the page marked for viewers, made
 * once per kept page and kept open (kept-body.ts), and the suffix that ends it for this user.
 * Undefined for a page that is not a whole document.
 */
export function viewerCopy(kept: KeptBody, user: ShopUser, grow: (bytesChange: number) => void): { kept: KeptBody; suffix: Buffer } | undefined {
  if (kept.viewer === undefined) {
    // From the parts, not `kept.body`: that is also the page's first copy, holding some response's nonce.
    const page = Buffer.concat(kept.parts.flatMap((part, i) => (i ? [kept.hole, part] : [part])));
    const cut = viewerCut(page);
    if (cut) {
      const marked = Buffer.concat([page.subarray(0, cut.afterTag), MARK, page.subarray(cut.afterTag, cut.end)]);
      grow(marked.length);
      kept.viewer = { kept: { ...keptBody(marked, kept.hole.toString()), open: true }, tail: Buffer.from(page.subarray(cut.end)) };
    } else {
      kept.viewer = "unavailable";
    }
  }
  if (kept.viewer === "unavailable") return undefined;
  return { kept: kept.viewer.kept, suffix: Buffer.concat([viewerBlock(user), kept.viewer.tail]) };
}

/** A page rendered for one signed-in shopper and not kept (an error, a redirect…): spliced for them alone. */
export function sendForViewer(res: Response, body: Buffer, viewer: Viewer): Response {
  setViewerHeaders(res, viewer);
  res.removeHeader("Content-Length");
  return res.end(isHtml(String(res.getHeader("content-type") ?? "")) ? forViewer(body, viewer.user) : body);
}

export const isHtml = (contentType: string): boolean => /^text\/html/i.test(contentType);

/** A page for one signed-in shopper: never kept by a shared cache, and with any refreshed session cookie. */
export function setViewerHeaders(res: Response, viewer: Viewer): void {
  res.setHeader("Cache-Control", "private, no-cache");
  for (const cookie of viewer.setCookie) res.append("Set-Cookie", cookie);
}

/** Where the mark goes (after `<html`) and where the block goes (before the last `</body>`). */
function viewerCut(body: Buffer): { afterTag: number; end: number } | undefined {
  const html = body.indexOf(HTML_OPEN);
  const end = body.lastIndexOf(BODY_CLOSE);
  if (html === -1 || end < html) return undefined;
  return { afterTag: html + HTML_OPEN.length, end };
}

function viewerBlock(user: ShopUser): Buffer {
  return Buffer.from(`<script type="application/json" id="${VIEWER_SCRIPT_ID}">${jsonForHtml(user)}</script>`);
}

/** JSON that stays inert inside an HTML element: no `<`, `>`, `&` or line separators as themselves. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
