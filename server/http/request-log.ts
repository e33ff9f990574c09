import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "~/services/logger.server";

const REQUEST_ID = /^[\w.-]{8,128}$/;

declare global {
  namespace Express {
    interface Locals {
      requestId: string;
      log: Logger;
    }
  }
}

/**
 * Gives each request an id (a well-formed incoming X-Request-Id from the proxy is kept, so
 * one id follows the request through the load balancer) and writes one JSON line when the
 * response finishes.
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(req.get("x-request-id"));
    res.locals.requestId = requestId;
    res.locals.log = logger.child({ requestId });
    res.setHeader("X-Request-Id", requestId);
    // At LOG_LEVEL=warn and above no line is written: nothing to wait for.
    if (logger.isLevelEnabled("info")) {
      res.on("finish", () =>
        logRequest(logger, {
          requestId,
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          started,
          ip: () => req.ip,
          bytes: Number(res.getHeader("content-length")) || undefined,
        }),
      );
    }
    next();
  };
}

/** A well-formed incoming id (from the proxy), else a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The one line per request (also written by the front door, front-door.ts). */
export function logRequest(
  logger: Logger,
  line: {
    requestId: string;
    method?: string;
    url: string;
    status: number;
    started: bigint;
    /** The client's address, or how to find it (only worked out when the line is written). */
    ip?: string | (() => string | undefined);
    bytes?: number;
  },
) {
  const ms = Number(process.hrtime.bigint() - line.started) / 1e6;
  logger.info({
    msg: "request",
    requestId: line.requestId,
    method: line.method,
    path: loggedPath(line.url),
    status: line.status,
    ms: Math.round(ms * 10) / 10,
    ip: typeof line.ip === "function" ? line.ip() : line.ip,
    bytes: line.bytes,
  });
}

/**
 * The request's path and query, except under `/api/auth/`, whose query strings carry
 * one-time secrets (the OAuth callback's `code` and `state`): only the path is logged there.
 */
function loggedPath(originalUrl: string): string {
  const path = originalUrl.split("?")[0]!;
  return /^\/api\/auth(\/|$)/i.test(path) ? path : originalUrl;
}
