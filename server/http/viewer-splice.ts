import type { Response } from "express";
import { VIEWER_ATTRIBUTE, VIEWER_SCRIPT_ID } from "~/domain/auth/viewer";
import type { Viewer } from "~/services/auth/session-viewers.server";
import type { ShopUser } from "~/domain/auth/shop-user";

const HTML_OPEN = Buffer.from("<html");
const HEAD_CLOSE = Buffer.from("</head>");

/**
 * A shared catalogue page made a signed-in shopper's own (decision 023): the `<html>` element
 * says someone is signed in (CSS hides "Sign In" until the page is live) and, before
 * `</head>`, a JSON data block names the viewer for the page's scripts (app/hooks/
 * use-current-user.ts), which draw their menu once the page hydrates. A data block is not
 * script, so it needs no CSP nonce; its text is escaped so no name can close it.
 * Anything that is not such a page (no `<html` or `</head>`) is sent unchanged.
 */
export function forViewer(body: Buffer, user: ShopUser): Buffer {
  const html = body.indexOf(HTML_OPEN);
  const head = body.indexOf(HEAD_CLOSE, html);
  if (html === -1 || head === -1) return body;
  const afterTag = html + HTML_OPEN.length;
  return Buffer.concat([
    body.subarray(0, afterTag),
    Buffer.from(` ${VIEWER_ATTRIBUTE}="signed-in"`),
    body.subarray(afterTag, head),
    Buffer.from(`<script type="application/json" id="${VIEWER_SCRIPT_ID}">${jsonForHtml(user)}</script>`),
    body.subarray(head),
  ]);
}

/** Sends a page to one signed-in shopper: never kept by a shared cache, and with any refreshed session cookie. */
export function sendForViewer(res: Response, body: Buffer, viewer: Viewer): Response {
  const html = /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));
  res.setHeader("Cache-Control", "private, no-cache");
  res.removeHeader("Content-Length");
  for (const cookie of viewer.setCookie) res.append("Set-Cookie", cookie);
  return res.end(html ? forViewer(body, viewer.user) : body);
}

/** JSON that stays inert inside an HTML element: no `<`, `>`, `&` or line separators as themselves. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
