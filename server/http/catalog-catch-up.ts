import type { NextFunction, Request, Response } from "express";
import { hasPersonalCookie } from "~/services/auth/session-cookies";

/**
 * Read-your-own-writes across the catalogue's caches. A change reaches this process's caches
 * through the database's notification (decision 018), which may arrive a moment after the
 * write's own answer. So after a signed-in request that may have written (not a GET, answered
 * below 400), requests wait for `catchUp()` — all notifications committed so far heard —
 * before reading a cache. Anonymous writes (a sign-out) cost nothing. `catchingUp()` tells the
 * front door (front-door.ts) to leave requests to this middleware meanwhile.
 */
export function catalogCatchUp(catchUp: () => Promise<void>) {
  let pending: Promise<void> | null = null;
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD" && hasPersonalCookie(req.headers.cookie)) {
      res.on("finish", () => {
        if (res.statusCode >= 400) return;
        const current: Promise<void> = catchUp().finally(() => {
          if (pending === current) pending = null;
        });
        pending = current;
      });
      return next();
    }
    if (!pending) return next();
    pending.then(() => next(), next);
  };
  return { middleware, catchingUp: () => pending !== null };
}
