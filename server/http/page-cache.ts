import type { NextFunction, Request, Response } from "express";
import { hasPersonalCookie } from "~/services/auth/session-cookies";
import type { CatalogChange } from "~/services/catalog/catalog-changes.server";

/** Public catalogue pages and their data requests, the JSON API, and the sitemaps. */
const CACHEABLE =
  /^(?:\/|\/products(?:\/[0-9a-f-]{36})?|\/_root)(?:\.data)?$|^\/products\.data$|^\/api\/products(?:\/[0-9a-f-]{36})?$|^\/sitemap\.xml$|^\/sitemaps\/[\w.-]+$/;
const MAX_BODY_BYTES = 1_000_000;
/** A product's own page or data: dropped only when that product changes. */
const PRODUCT_KEY = /^\/(?:api\/)?products\/([0-9a-f-]{36})(?:\.data)?(?:\?|$)/;
/** How long a request waits for a twin that is already rendering the same page. */
const COALESCE_WAIT_MS = 5_000;

type Entry = {
  /** The body cut at each place the rendering nonce appeared. */
  parts: Buffer[];
  contentType: string;
  cacheControl: string | undefined;
  /** Served as is until then. */
  freshUntil: number;
  /** After that, still served while one request renders a new copy. */
  staleUntil: number;
  bytes: number;
};

export type PageCache = {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
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
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
}: {
  ttlSeconds: number;
  maxEntries?: number;
  maxBytes?: number;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
}): PageCache {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<void>>();
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

  const serve = (res: Response, entry: Entry, state: string) => {
    const nonce = Buffer.from(String(res.locals.cspNonce ?? ""));
    const body =
      entry.parts.length === 1 ? entry.parts[0]! : Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [nonce, part])));
    res.status(200);
    res.setHeader("Content-Type", entry.contentType);
    if (entry.cacheControl) res.setHeader("Cache-Control", entry.cacheControl);
    res.setHeader("X-Cache", state);
    res.end(body);
  };

  const renderAndStore = (key: string, res: Response, next: NextFunction) => {
    let release!: () => void;
    rendering.set(key, new Promise<void>((resolve) => (release = resolve)));
    const nonce: string = res.locals.cspNonce;
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_BODY_BYTES) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];
    res.setHeader("X-Cache", "MISS");

    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      const contentType = String(res.getHeader("content-type") ?? "");
      if (res.writableFinished && res.statusCode === 200 && !res.getHeader("set-cookie") && size <= MAX_BODY_BYTES && contentType) {
        const at = now();
        store(key, {
          parts: splitAt(Buffer.concat(chunks), nonce),
          contentType,
          cacheControl: res.getHeader("cache-control") as string | undefined,
          freshUntil: at + ttlMs,
          staleUntil: at + ttlMs * 6,
          bytes: size + key.length,
        });
      }
      rendering.delete(key);
      release();
    };
    res.on("finish", settle);
    res.on("close", settle);
    next();
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET") return next();
    if (ttlMs <= 0 || !CACHEABLE.test(req.path) || hasPersonalCookie(req.headers.cookie)) return next();

    const key = req.originalUrl;
    const entry = entries.get(key);
    const at = now();
    if (entry && at < entry.freshUntil) {
      entries.delete(key);
      entries.set(key, entry);
      return serve(res, entry, "HIT");
    }
    const inFlight = rendering.get(key);
    if (entry && at < entry.staleUntil && inFlight) return serve(res, entry, "STALE");
    if (inFlight) {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, COALESCE_WAIT_MS).unref());
      void Promise.race([inFlight, timeout]).then(() => {
        const rendered = entries.get(key);
        if (rendered && now() < rendered.freshUntil) serve(res, rendered, "HIT");
        else next();
      });
      return;
    }
    renderAndStore(key, res, next);
  };

  return {
    middleware,
    invalidate: (change) => {
      if (change === "all") {
        entries.clear();
        bytes = 0;
        return;
      }
      const changed = new Set(change.ids);
      for (const key of [...entries.keys()]) {
        const id = PRODUCT_KEY.exec(key)?.[1];
        if (!id || changed.has(id)) drop(key);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** `body` split around every occurrence of `separator` (none: one part). */
function splitAt(body: Buffer, separator: string): Buffer[] {
  if (!separator) return [body];
  const needle = Buffer.from(separator);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}
