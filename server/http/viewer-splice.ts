import type { NextFunction, Response } from "express";
import { VIEWER_ATTRIBUTE, VIEWER_SCRIPT_ID } from "~/domain/auth/viewer";
import type { Viewer } from "~/services/auth/session-viewers.server";
import type { ShopUser } from "~/domain/auth/shop-user";
import { jsonDataBlock } from "~/lib/json-in-html";
import { keptBody, PLAIN, takeBody, takeCompressed, wholeBody, type KeptBody, type KeptEncoding, type KeptEncodings } from "./kept-body";
import { watchBody } from "./watched-body";
import { endInPieces } from "./end-in-pieces";
import { isHtml } from "./is-html";
import { withHoles } from "./reusable-copies";

/** For the page cache, which splices through this module. */
export { isHtml };

const HTML_OPEN = Buffer.from("<html");
const BODY_CLOSE = Buffer.from("</body>");
const MARK = Buffer.from(` ${VIEWER_ATTRIBUTE}="signed-in"`);
const EMPTY = Buffer.alloc(0);

/**
 * A shared catalogue page made a signed-in shopper's own (decision 023): the `<html>` element
 * says someone is signed in (CSS hides "Sign In" until the page is live) and, last in the
 * body, a JSON data block names the viewer for the page's scripts (app/hooks/
 * use-current-user.ts), which draw their menu once the page hydrates — module scripts run
 * only once the whole document is parsed, block included. A data block is not script, so it
 * needs no CSP nonce; its text is escaped so no name can close it. The block comes last so
 * that all before it is the same for every viewer, and kept compressed once (decision 029).
 * Anything that is not such a page (no `<html` or `</body>`) is sent unchanged.
 *
 * The page comes cut where the mark goes (after `<html`) and where the block goes (before the
 * last `</body>`): head, mark, body, block, end — views of `page`, or `[page]` when it is not a
 * whole document, sent as they are (`endInPieces`, decision 051). Without a user, the block is
 * empty.
 */
export function viewerPieces(page: Buffer, user?: ShopUser): Buffer[] {
  const html = page.indexOf(HTML_OPEN);
  const end = page.lastIndexOf(BODY_CLOSE);
  if (html === -1 || end < html) return [page];
  const afterTag = html + HTML_OPEN.length;
  return [page.subarray(0, afterTag), MARK, page.subarray(afterTag, end), user ? viewerBlock(user) : EMPTY, page.subarray(end)];
}

/**
 * A kept page as a signed-in shopper gets it (`viewerPieces`), as pieces to send in order: the
 * page marked for viewers from its kept compressed copies, then their block and the page's end
 * (decision 029), when the client takes a compressed copy that is ready; else the visitor's
 * page itself, cut around the mark and the block — no copy of the page made.
 */
export function viewerBody(
  kept: KeptBody,
  nonce: Buffer,
  takes: KeptEncodings,
  user: ShopUser,
  grow: (bytesChange: number) => void,
): { pieces: Buffer[]; encoding: KeptEncoding; done?: (finished: boolean) => void } {
  const marked = takes.br || takes.gzip ? markedPage(kept, grow) : undefined;
  if (marked) {
    const taken = takeCompressed(marked.kept, nonce, takes, grow, Buffer.concat([viewerBlock(user), marked.tail]));
    if (taken) return { pieces: [taken.body, taken.ending!], encoding: taken.encoding, done: taken.done };
  }
  const { body, done } = takeBody(kept, nonce, PLAIN, grow);
  return { pieces: viewerPieces(body, user), encoding: undefined, done };
}

/**
 * The page marked for viewers, ending where the block goes: an open kept page (kept-body.ts),
 * made at the first signed-in hit that takes compression. Undefined for a page that is not a
 * whole document.
 */
function markedPage(kept: KeptBody, grow: (bytesChange: number) => void): { kept: KeptBody; tail: Buffer } | undefined {
  if (kept.viewer === undefined) {
    // From the parts, not `kept.body`: that is also the page's first copy, holding some response's nonce.
    const [head, mark, body, , tail] = viewerPieces(withHoles(kept.parts, kept.hole));
    if (tail) {
      const page = Buffer.concat([head!, mark!, body!]);
      grow(page.length);
      kept.viewer = { kept: { ...keptBody(page, kept.hole.toString()), open: true }, tail: Buffer.from(tail) };
    } else {
      kept.viewer = "unavailable";
    }
  }
  return kept.viewer === "unavailable" ? undefined : kept.viewer;
}

/**
 * A page rendered for one signed-in shopper and not kept (an error, a redirect…): spliced for
 * them alone. Ended in one go, as its pieces (`endInPieces`): the zstd middleware compresses
 * them in one call without a joined copy of the page (decision 051), the stylesheet's frame
 * made once (decision 042); anything else gets them joined in one `end`. Written as pieces
 * instead, it streamed, at ~1.8× the CPU per signed-in listing for a browser (tried in issue
 * 15's twenty-first round).
 */
export function sendForViewer(res: Response, body: Buffer, viewer: Viewer): Response {
  setViewerHeaders(res, viewer);
  res.removeHeader("Content-Length");
  if (!isHtml(String(res.getHeader("content-type") ?? ""))) return res.end(body);
  endInPieces(res, viewerPieces(body, viewer.user));
  return res;
}

/**
 * A page rendered for this request alone and not kept (the page cache is off): held back until
 * it is whole, then sent with the viewer's header spliced in, as `sendForViewer` sends it.
 */
export function renderForViewer(res: Response, next: NextFunction, viewer: Viewer): void {
  const chunks: Buffer[] = [];
  const ended = () => {
    const body = wholeBody(chunks);
    // Emptied, not left to die with the answer: under load this array is often in the old
    // generation already, and a page it still points at lives until a full collection (decision 054).
    chunks.length = 0;
    return sendForViewer(res, body, viewer);
  };
  watchBody(res, { hold: true, seen: (bytes) => chunks.push(bytes), ended });
  next();
}

/** A page for one signed-in shopper: never kept by a shared cache, and with any refreshed session cookie. */
export function setViewerHeaders(res: Response, viewer: Viewer): void {
  res.setHeader("Cache-Control", "private, no-cache");
  for (const cookie of viewer.setCookie) res.append("Set-Cookie", cookie);
}

function viewerBlock(user: ShopUser): Buffer {
  return Buffer.from(jsonDataBlock(VIEWER_SCRIPT_ID, JSON.stringify(user)));
}
