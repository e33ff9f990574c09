import type { NextFunction, Request, Response } from "express";
import { withQueryTiming, type QueryTiming } from "~/db/query-timing.server";

/**
 * `Server-Timing` on every answer of the app (pages, data requests, the JSON API): time in
 * the database (`db`, with the number of queries), the rest of the server's work (`app`:
 * loaders' own code and React's render) and the `total` until the headers were sent; a page
 * cache hit says `cache;desc=hit`; a rendered page adds `render` (React's part of `app`).
 * Browsers show it in their network panel.
 */
export function serverTiming() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const start = performance.now();
    const timing: QueryTiming = { ms: 0, count: 0 };
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const app = this.getHeader("server-timing");
      // The app may have timed a part of its own work (a page's React render, app/entry.server.tsx):
      // that goes after these. A value that already says `total` was written whole (the front door's).
      if (!this.headersSent && !String(app ?? "").includes("total;")) {
        const total = performance.now() - start;
        const hit = this.getHeader("x-cache") === "HIT" || this.getHeader("x-cache") === "STALE";
        const ours = serverTimingValue(hit, timing, total);
        this.setHeader("Server-Timing", app ? `${ours}, ${String(app)}` : ours);
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    withQueryTiming(timing, next);
  };
}

/** The header's value: `hit` for an answer from the page cache, `timing` the database's share of `totalMs`. */
export function serverTimingValue(hit: boolean, timing: QueryTiming, totalMs: number): string {
  // Built as one template: it is on every page-cache hit, where arrays and joins showed in profiles.
  return `${hit ? "cache;desc=hit, " : ""}db;dur=${timing.ms.toFixed(1)};desc="${timing.count} queries", app;dur=${Math.max(0, totalMs - timing.ms).toFixed(1)}, total;dur=${totalMs.toFixed(1)}`;
}
