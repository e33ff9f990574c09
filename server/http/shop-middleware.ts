import { constants as zlib } from "node:zlib";
import compression from "compression";
import express, { type Request, type RequestHandler, type Response } from "express";
import type { Viewer } from "~/services/auth/session-viewers.server";
import type { Logger } from "~/services/logger.server";
import { catalogCatchUp } from "./catalog-catch-up";
import { createFrontDoor, expressClientIp } from "./front-door";
import { COMPRESS_FROM_BYTES } from "./kept-body";
import { createPageCache } from "./page-cache";
import { requestLog } from "./request-log";
import { limitRequestBodies, refuseCrossSiteWrites, securityHeaderSet, securityHeaders } from "./security";
import { serverTiming } from "./server-timing";
import { knownPart, withZstd } from "./zstd-compression";
import { repeatedBodies } from "./zstd-repeated-bodies";

/**
 * Brotli for answers compressed as they are sent — pages rendered per request (signed-in
 * shoppers, page-cache misses), the back office, exports; a cached page's hit sends its kept
 * Brotli or gzip copy instead (decisions 025, 028). The compression middleware's default (quality 4, 4 MB window) took
 * 4.2 ms of CPU per 172 KB listing on top of the 2.4 ms render, far more than the 1.4 ms of
 * one compression on its own (most likely its large tables, set up per response, crowding the
 * caches the render needs). Quality 3 with a 256 KB window (a page is smaller) took
 * 1.3–1.8 ms, for 5 % more bytes (26.8 KB instead of 25.4 KB; decision 027).
 */
const RENDERED_PAGE_BROTLI = {
  params: { [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_LGWIN]: 18 },
};

/**
 * Pages' bodies kept with their zstd frame (decision 055): a listing's is ~106 KB and its frame
 * ~9 KB, so about 35 of the pages most asked for.
 */
const REPEATED_BODIES_BYTES = 4 * 1024 * 1024;

/**
 * The Express app up to and including the page cache — everything every request passes — and
 * the front door that answers fresh cache hits before it (decision 024). Both are built here
 * from the same pieces (helmet options, compression middleware, page cache, trust proxy), so
 * they cannot drift apart. The caller adds the routes behind the cache.
 */
export function shopMiddleware(options: {
  logger: Logger;
  https: boolean;
  /** Where images may also come from (Razorpay's QR codes). */
  imageOrigins: string[];
  trustProxy: string | number | boolean;
  /** Static files, or Vite's middleware in development. */
  assets: RequestHandler;
  baseUrl: string;
  /** Resolves once every catalogue change committed so far has reached this process's caches. */
  catchUp: () => Promise<void>;
  pageCacheSeconds: number;
  pageCacheBytes: number;
  viewers?: (cookieHeader: string) => Promise<Viewer | null>;
  /** The stylesheet every rendered page holds as it is: compressed for zstd once (decision 042). */
  inlineStylesheet?: Buffer;
}) {
  const { logger, https, imageOrigins } = options;
  const compressible = compressibleType();
  const knownParts = options.inlineStylesheet ? [knownPart(options.inlineStylesheet)] : [];
  const compress = withZstd(compression({ brotli: RENDERED_PAGE_BROTLI }), {
    compressible,
    threshold: COMPRESS_FROM_BYTES,
    knownParts,
    repeatedBodies: repeatedBodies({ maxBytes: REPEATED_BODIES_BYTES }),
  });
  const catchUp = catalogCatchUp(options.catchUp);
  const pageCache = createPageCache({
    ttlSeconds: options.pageCacheSeconds,
    maxBytes: options.pageCacheBytes,
    viewers: options.viewers,
    compressible,
  });

  const security = securityHeaderSet({ https, imageOrigins });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  app.use(requestLog(logger));
  app.use(securityHeaders(security));
  app.use(compress);
  app.use(options.assets);
  app.use(serverTiming());
  app.use(refuseCrossSiteWrites(() => [options.baseUrl]));
  // The largest legitimate body is a product form with a 5 MB image.
  app.use(limitRequestBodies(8 * 1024 * 1024));
  app.use(catchUp.middleware);
  app.use(pageCache.middleware);

  const frontDoor = createFrontDoor({
    pageCache,
    security,
    compress,
    compressible,
    logger,
    clientIp: expressClientIp(app),
    catchingUp: catchUp.catchingUp,
  });
  return { app, pageCache, frontDoor };
}

/**
 * Whether the compression middleware takes an answer with these headers (and so sets `Vary`):
 * its own default filter, per content type, and its `no-transform` rule.
 */
export function compressibleType(): (contentType: string, cacheControl: string | undefined) => boolean {
  const known = new Map<string, boolean>();
  return (contentType, cacheControl) => {
    if (cacheControl && /(?:^|,)\s*no-transform\s*(?:,|$)/.test(cacheControl)) return false;
    let answer = known.get(contentType);
    if (answer === undefined) {
      const res = { getHeader: (name: string) => (name.toLowerCase() === "content-type" ? contentType : undefined) };
      answer = compression.filter({} as Request, res as unknown as Response);
      known.set(contentType, answer);
    }
    return answer;
  };
}
