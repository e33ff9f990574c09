import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express, Request, RequestHandler, Response } from "express";
import type { Logger } from "~/services/logger.server";
import type { PageCache } from "./page-cache";
import { logRequest, requestIdFor } from "./request-log";
import { nextNonce, type SecurityHeaderSet } from "./security";
import { serverTimingValue } from "./server-timing";

const NO_QUERIES = { ms: 0, count: 0 };

export type FrontDoor = {
  /** Answers the request if it is a fresh page-cache hit (true); false: the app's to answer. */
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
};

/**
 * Answers fresh shared page-cache hits with plain `node:http`, before Express (decision 024):
 * Express's router, its request and response objects and the dozen middlewares in front of the
 * page cache were two thirds of a hit's CPU. The answer is the one the Express path gives — the
 * same security headers with this response's own nonce (also spliced into the body), request
 * id, `X-Cache: HIT`, `Server-Timing`, compression as negotiated, one log line — built from the
 * same sources: helmet's headers taken once at start (`securityHeaderSet`), the app's own
 * compression middleware, the page cache's own rules (`freshSharedCopy`). Anything else
 * (a miss, a stale copy, a signed-in shopper's spliced page, a pending catalogue catch-up)
 * goes to the app untouched.
 */
export function createFrontDoor({
  pageCache,
  security,
  compress,
  compressible,
  logger,
  clientIp,
  catchingUp,
}: {
  pageCache: PageCache;
  security: SecurityHeaderSet;
  /** The app's compression middleware, so both paths negotiate and compress alike. */
  compress: RequestHandler;
  /** Whether the compression middleware takes an answer with these headers (it then also sets `Vary`). */
  compressible: (contentType: string, cacheControl: string | undefined) => boolean;
  logger: Logger;
  /** The address the request log names (Express's `req.ip`, `trust proxy` applied). */
  clientIp: (req: IncomingMessage) => string | undefined;
  /** True while a catalogue change is being caught up: the app waits for it before reading a cache. */
  catchingUp: () => boolean;
}): FrontDoor {
  const constantHeaders = security.constant.flat();
  return {
    serve(req, res) {
      if (catchingUp()) return false;
      const copy = pageCache.freshSharedCopy(req.method, req.url ?? "", req.headers.cookie);
      if (!copy) return false;
      const started = process.hrtime.bigint();
      const requestId = requestIdFor(req.headers["x-request-id"] as string | undefined);
      const nonce = nextNonce();
      // The kept Brotli or gzip copy for a browser (brotli-with-holes.ts, gzip-with-holes.ts), else the page itself.
      const { body: page, encoding, done } = pageCache.bodyFor(copy, nonce, req.headers["accept-encoding"]);
      const headers = [
        "X-Request-Id",
        requestId,
        "Content-Security-Policy",
        security.contentSecurityPolicy(nonce),
        ...constantHeaders,
        "Content-Type",
        copy.contentType,
        "X-Cache",
        "HIT",
        ...(copy.cacheControl ? ["Cache-Control", copy.cacheControl] : []),
        "Content-Length",
        String(page.length),
      ];
      // No listener where there is nothing to do: a hit is a few dozen microseconds of work.
      if (done) res.once("close", () => done(res.writableFinished));
      if (logger.isLevelEnabled("info")) {
        res.on("finish", () =>
          logRequest(logger, {
            requestId,
            method: req.method,
            url: req.url ?? "",
            status: res.statusCode,
            started,
            ip: () => clientIp(req),
            bytes: Number(res.getHeader("content-length")) || (res.getHeader("content-encoding") ? undefined : page.length),
          }),
        );
      }
      const timing = () => serverTimingValue(true, NO_QUERIES, Number(process.hrtime.bigint() - started) / 1e6);
      const encodable = compressible(copy.contentType, copy.cacheControl);
      if (encoding) headers.push("Content-Encoding", encoding);
      if (encodable && !encoding && req.headers["accept-encoding"]) {
        // A client that takes deflate only, or Brotli but not gzip before the Brotli copy is made: through the compression middleware, which sets Vary and picks.
        for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
        compress(req as Request, res as Response, () => {
          res.setHeader("Server-Timing", timing());
          res.end(page);
        });
        return true;
      }
      if (encodable) headers.push("Vary", "Accept-Encoding");
      headers.push("Server-Timing", timing());
      res.writeHead(200, headers);
      res.end(page);
      return true;
    },
  };
}

/** Express's own `req.ip` (its `trust proxy` setting applied) for a request Express never saw. */
export function expressClientIp(app: Express): (req: IncomingMessage) => string | undefined {
  return (req) => {
    const view = Object.create(app.request) as { headers: IncomingMessage["headers"]; socket: IncomingMessage["socket"]; ip?: string };
    view.headers = req.headers;
    view.socket = req.socket;
    return view.ip;
  };
}
