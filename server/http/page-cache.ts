import type { NextFunction, Request, Response } from "express";
import { hasFlashToast, hasPersonalCookie } from "~/services/auth/session-cookies";
import type { Viewer } from "~/services/auth/session-viewers.server";
import type { CatalogChange } from "~/services/catalog/catalog-changes.server";
import { keptBody, keptEncodings, takeBody, wholeBody, type KeptBody, type KeptEncoding, type TakenBody } from "./kept-body";
import type { TakenCopy } from "./reusable-copies";
import { CACHEABLE, SAME_FOR_ALL, SHARED_DOCUMENT, touches } from "./page-cache-paths";
import { watchBody } from "./watched-body";
import { isHtml, renderForViewer, sendForViewer, setViewerHeaders, viewerBody } from "./viewer-splice";
import { whenClosed } from "./when-closed";

const MAX_BODY_BYTES = 1_000_000;
const asPieces = ({ body, encoding, done }: TakenBody) => ({ pieces: [body], encoding, done });

/** A kept page as the front door (front-door.ts) sends it. */
type SharedCopy = { contentType: string; cacheControl: string | undefined };

type Entry = SharedCopy & {
  key: string;
  kept: KeptBody;
  /** Served as is until then. */
  freshUntil: number;
  /** After that, still served while one request renders a new copy. */
  staleUntil: number;
  bytes: number;
};

/** A render under way whose page may be kept when its answer finishes. */
type Render = { key: string; done: Promise<void>; spoiled: boolean };

export type PageCache = {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /**
   * The fresh copy the middleware would answer this request with as a plain hit (no viewer to
   * splice in), or undefined. `url` is the request line's target (Express's `originalUrl`).
   */
  freshSharedCopy: (method: string | undefined, url: string, cookie: string | undefined) => SharedCopy | undefined;
  /**
   * A kept copy's body with this response's nonce: its kept Brotli or gzip copy (`encoding`)
   * when the client takes it and the compression middleware would compress the page, else the
   * page. `done` must be called once the response has closed (reusable-copies.ts).
   */
  bodyFor: (copy: SharedCopy, nonce: string, acceptEncoding: string | undefined) => TakenCopy & { encoding: KeptEncoding };
  /** Drops the pages a catalogue change may have altered: the changed products' own pages and every other page. */
  invalidate: (change: CatalogChange) => void;
  readonly size: number;
  readonly bytes: number;
};

/**
 * A short-lived cache of the pages every visitor sees alike — the listing, product pages,
 * the public API — for requests without a session. Shoppers get them at once, and a burst
 * of traffic costs one render per page per few seconds instead of one per visit.
 *
 * - Only GETs with no session or flash-toast cookie; only 200s without Set-Cookie.
 * - A signed-in shopper's shared document is the visitor's page with their header spliced in
 *   (decision 023), kept or not: with a TTL of 0 it is rendered for the request and not kept.
 * - A cached page keeps the CSP nonce it was rendered with; a hit swaps in this response's
 *   fresh nonce, so every response still has its own.
 * - One request renders a page at a time: twins wait for it, and once a page is past its
 *   `ttlSeconds` the old copy is served while one request renders the new one.
 * - Bounded in bytes (`maxBytes`), least recently used out first.
 * - A catalogue change (heard from the database by every process, decision 018) drops the
 *   changed products' own pages and every listing; requests that write nothing in the
 *   catalogue (a sign-out, a failed sign-in) leave the cache alone.
 */
export function createPageCache({
  ttlSeconds,
  maxEntries = 5000,
  maxBytes = 16 * 1024 * 1024,
  now = Date.now,
  viewers,
  compressible = () => false,
  coalesceWaitMs = 5_000,
}: {
  ttlSeconds: number;
  maxEntries?: number;
  maxBytes?: number;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
  /** Who holds a request's session; without it signed-in shoppers always get a fresh render. */
  viewers?: (cookieHeader: string) => Promise<Viewer | null>;
  /** Whether the compression middleware would compress an answer with these headers. */
  compressible?: (contentType: string, cacheControl: string | undefined) => boolean;
  /** How long a request waits for a twin that is already rendering its page. */
  coalesceWaitMs?: number;
}): PageCache {
  const entries = new Map<string, Entry>();
  /** The latest render of each page, which its twins wait for. */
  const rendering = new Map<string, Render>();
  /**
   * Every render under way (a shopper who waited too long for a twin renders the same page
   * again). A catalogue change marks those it touches spoiled: what they read may be from
   * before it, so they are sent but not kept. A render is kept when its answer finishes, which
   * can be after the change was heard and its page dropped.
   */
  const underWay = new Set<Render>();
  const ttlMs = ttlSeconds * 1000;
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const store = (key: string, entry: Entry) => {
    drop(key);
    if (entry.bytes > maxBytes) return;
    while (entries.size > 0 && (entries.size >= maxEntries || bytes + entry.bytes > maxBytes)) drop(entries.keys().next().value!);
    entries.set(key, entry);
    bytes += entry.bytes;
  };

  /** Counts an entry's copies, made after it was kept, in the budget: other pages make room (decision 022). */
  const grow = (entry: Entry, extra: number) => {
    entry.bytes += extra;
    if (entries.get(entry.key) !== entry) return;
    bytes += extra;
    for (const key of entries.keys()) if (bytes <= maxBytes) break; else if (key !== entry.key) drop(key);
  };

  // Which kept compressed copies a client with this Accept-Encoding may get.
  const takesFor = (entry: Entry, acceptEncoding?: string) => keptEncodings(entry.kept.body.length, compressible(entry.contentType, entry.cacheControl), acceptEncoding);

  const bodyFor: PageCache["bodyFor"] = (copy, nonce, acceptEncoding) => {
    const entry = copy as Entry;
    return takeBody(entry.kept, Buffer.from(nonce), takesFor(entry, acceptEncoding), (extra) => grow(entry, extra));
  };

  const serve = (res: Response, entry: Entry, state: string, viewer?: Viewer) => {
    const nonce = Buffer.from(String(res.locals.cspNonce ?? ""));
    res.status(200);
    res.setHeader("Content-Type", entry.contentType);
    res.setHeader("X-Cache", state);
    const takes = takesFor(entry, res.req.headers["accept-encoding"]);
    const growEntry = (extra: number) => grow(entry, extra);
    // A signed-in shopper's page: the shared page marked for viewers, then their own block (decision 029).
    const { pieces, encoding, done } =
      viewer && isHtml(entry.contentType) ? viewerBody(entry.kept, nonce, takes, viewer.user, growEntry) : asPieces(takeBody(entry.kept, nonce, takes, growEntry));
    if (done) whenClosed(res, () => done(res.writableFinished));
    if (viewer) setViewerHeaders(res, viewer);
    else if (entry.cacheControl) res.setHeader("Cache-Control", entry.cacheControl);
    // The compression middleware leaves an encoded answer alone (and still sets Vary).
    if (encoding) res.setHeader("Content-Encoding", encoding);
    // Set here: the compression middleware's wrapper of `end` would otherwise send it chunked.
    res.setHeader("Content-Length", pieces.reduce((total, piece) => total + piece.length, 0));
    // Written in one tick: Node sends them in one go.
    for (const piece of pieces.slice(0, -1)) res.write(piece);
    res.end(pieces.at(-1));
  };

  /**
   * Renders the page as a visitor sees it and keeps it. A visitor's copy streams out as it
   * renders; a signed-in shopper's is held back until the whole page is there, kept, and then
   * sent with their header spliced in.
   */
  const renderAndStore = (key: string, res: Response, next: NextFunction, viewer?: Viewer) => {
    let release!: () => void;
    const render: Render = { key, done: new Promise<void>((resolve) => (release = resolve)), spoiled: false };
    rendering.set(key, render);
    underWay.add(render);
    const nonce: string = res.locals.cspNonce;
    const chunks: Buffer[] = [];
    let size = 0;
    // Sent as rendered to the visitor; held for a signed-in shopper, whose header is spliced in at the end.
    watchBody(res, {
      hold: viewer !== undefined,
      seen: (bytes) => {
        if (size > MAX_BODY_BYTES) return;
        size += bytes.length;
        chunks.push(bytes);
      },
      ended: (endAsWritten) => {
        if (!viewer) return endAsWritten();
        const kept = keep(true);
        if (kept) {
          serve(res, kept, "MISS", viewer);
          return res;
        }
        return sendForViewer(res, wholeBody(chunks), viewer);
      },
    });
    res.setHeader("X-Cache", "MISS");

    let settled = false;
    /** Keeps a complete 200 (`complete`: all of it is in `chunks`, sent or not); answers the entry kept. */
    const keep = (complete: boolean): Entry | undefined => {
      if (settled) return undefined;
      settled = true;
      let kept: Entry | undefined;
      const contentType = String(res.getHeader("content-type") ?? "");
      if (!render.spoiled && complete && res.statusCode === 200 && !res.getHeader("set-cookie") && size <= MAX_BODY_BYTES && contentType) {
        const at = now();
        kept = {
          key,
          kept: keptBody(wholeBody(chunks), nonce ?? ""),
          contentType,
          cacheControl: res.getHeader("cache-control") as string | undefined,
          freshUntil: at + ttlMs,
          staleUntil: at + ttlMs * 6,
          bytes: size + key.length,
        };
        store(key, kept);
      }
      underWay.delete(render);
      if (rendering.get(key) === render) rendering.delete(key);
      release();
      return kept && entries.get(key) === kept ? kept : undefined;
    };
    // The page's bytes let go of once kept or not: this answer's state may sit dead in the old
    // generation until a full collection, and a page it pointed at with it (decision 054).
    res.on("finish", () => {
      keep(res.writableFinished);
      chunks.length = 0;
    });
    whenClosed(res, () => {
      keep(false);
      chunks.length = 0;
    });
    next();
  };

  /** The shared copy of a page: from memory, or rendered once for everyone. */
  const serveShared = (req: Request, res: Response, next: NextFunction, viewer?: Viewer) => {
    const key = req.originalUrl;
    const entry = entries.get(key);
    const at = now();
    if (entry && at < entry.freshUntil) {
      entries.delete(key);
      entries.set(key, entry);
      return serve(res, entry, "HIT", viewer);
    }
    const inFlight = rendering.get(key)?.done;
    if (entry && at < entry.staleUntil && inFlight) return serve(res, entry, "STALE", viewer);
    if (inFlight) {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, coalesceWaitMs).unref());
      void Promise.race([inFlight, timeout]).then(() => {
        const rendered = entries.get(key);
        if (rendered && now() < rendered.freshUntil) serve(res, rendered, "HIT", viewer);
        else if (viewer) renderAndStore(key, res, next, viewer);
        else next();
      });
      return;
    }
    renderAndStore(key, res, next, viewer);
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" || !CACHEABLE.test(req.path)) return next();
    const keeping = ttlMs > 0;
    const cookie = req.headers.cookie;
    if (!hasPersonalCookie(cookie)) return keeping ? serveShared(req, res, next) : next();
    if (SAME_FOR_ALL.test(req.path)) {
      delete req.headers.cookie;
      return keeping ? serveShared(req, res, next) : next();
    }
    // A flash toast is consumed by the page that shows it: that page is rendered for its reader.
    if (!viewers || !SHARED_DOCUMENT.test(req.path) || hasFlashToast(cookie)) return next();
    viewers(cookie!).then((viewer) => {
      // No live session behind the cookie: the full render clears it.
      if (!viewer) return next();
      // What renders from here on is the visitor's page, the same for everyone.
      delete req.headers.cookie;
      // Nothing kept (TTL 0): still the visitor's page with their header, rendered for them.
      if (keeping) serveShared(req, res, next, viewer);
      else renderForViewer(res, next, viewer);
    }, next);
  };

  const freshSharedCopy = (method: string | undefined, url: string, cookie: string | undefined) => {
    if (method !== "GET" || ttlMs <= 0 || url.charCodeAt(0) !== 47 /* "/" */) return undefined;
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    if (!CACHEABLE.test(path) || (hasPersonalCookie(cookie) && !SAME_FOR_ALL.test(path))) return undefined;
    const entry = entries.get(url);
    if (!entry || now() >= entry.freshUntil) return undefined;
    entries.delete(url);
    entries.set(url, entry);
    return entry;
  };

  return {
    middleware,
    freshSharedCopy,
    bodyFor,
    invalidate: (change) => {
      const changed = change === "all" ? undefined : new Set(change.ids);
      const touched = (key: string) => !changed || touches(changed, key);
      for (const render of underWay) if (touched(render.key)) render.spoiled = true;
      for (const key of [...entries.keys()]) if (touched(key)) drop(key);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
