import compression from "compression";
import express, { type Request, type RequestHandler, type Response } from "express";
import type { Viewer } from "~/services/auth/session-viewers.server";
import type { Logger } from "~/services/logger.server";
import { catalogCatchUp } from "./catalog-catch-up";
import { createFrontDoor, expressClientIp } from "./front-door";
import { createPageCache } from "./page-cache";
import { requestLog } from "./request-log";
import { serverTiming } from "./server-timing";
import { limitRequestBodies, refuseCrossSiteWrites, securityHeaderSet, securityHeaders } from "./security";

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
}) {
  const { logger, https, imageOrigins } = options;
  const compress = compression();
  const compressible = compressibleType();
  const catchUp = catalogCatchUp(options.catchUp);
  const pageCache = createPageCache({
    ttlSeconds: options.pageCacheSeconds,
    maxBytes: options.pageCacheBytes,
    viewers: options.viewers,
    compressible,
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  app.use(requestLog(logger));
  app.use(securityHeaders({ https, imageOrigins }));
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
    security: securityHeaderSet({ https, imageOrigins }),
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
function compressibleType(): (contentType: string, cacheControl: string | undefined) => boolean {
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
