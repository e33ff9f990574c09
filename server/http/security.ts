import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

declare global {
  namespace Express {
    interface Locals {
      cspNonce: string;
    }
  }
}

type SecurityOptions = { https: boolean; imageOrigins?: string[] };

/**
 * Security headers on every response. Inline scripts (React Router's hydration data) carry
 * a per-response nonce; nothing is loaded from another origin. The headers are helmet's,
 * taken once at start (`securityHeaderSet`): running helmet's eleven middlewares per request,
 * and building the policy from its directives each time, was ~2 % of a rendered page's CPU.
 */
export function securityHeaders({ constant, contentSecurityPolicy }: SecurityHeaderSet) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = nextNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    for (const [name, value] of constant) res.setHeader(name, value);
    next();
  };
}

/** Where the nonce goes in the CSP template: base64 never contains it. */
const NONCE_MARK = "@nonce@";

export type SecurityHeaderSet = {
  /** Every header helmet sets but the CSP, in helmet's order. */
  constant: [name: string, value: string][];
  /** The CSP for one response's nonce. */
  contentSecurityPolicy: (nonce: string) => string;
};

/**
 * Helmet's headers, taken once from helmet itself (run against a stand-in response), for
 * `securityHeaders` and for the front door (front-door.ts), which answers without Express.
 */
export function securityHeaderSet(options: SecurityOptions): SecurityHeaderSet {
  const headers = new Map<string, string>();
  const res = {
    locals: { cspNonce: NONCE_MARK },
    setHeader: (name: string, value: unknown) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  shopHelmet(options)({} as Request, res as unknown as Response, () => {});
  const csp = headers.get("Content-Security-Policy") ?? "";
  headers.delete("Content-Security-Policy");
  const [before, after = ""] = csp.split(NONCE_MARK);
  return {
    constant: [...headers],
    contentSecurityPolicy: (nonce) => `${before}${nonce}${after}`,
  };
}

/** Helmet as the shop configures it; exported for the test that holds the headers to it. */
export function shopHelmet({ https, imageOrigins = [] }: SecurityOptions) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:", ...imageOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * 16 bytes from the system's CSPRNG per response, drawn from a pool filled 4 KB at a time:
 * one `randomBytes` call per request was 6 % of a page-cache hit's CPU. In base64, 16 bytes
 * always end in "==", which a kept page's Brotli copy relies on (brotli-with-holes.ts).
 */
const NONCE_BYTES = 16;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let used = 0;
export function nextNonce(): string {
  if (used >= pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString("base64", used - NONCE_BYTES, used);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that another site's page started. Browsers send
 * `Sec-Fetch-Site` and `Origin` on cross-site posts; a request with neither (curl, a
 * server) is not a forgery risk, since forgery needs the victim's browser.
 */
export function refuseCrossSiteWrites(allowedOrigins: () => string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const sameOrigin =
      origin === undefined || origin === ownOrigin || allowedOrigins().includes(origin);
    if ((fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") || !sameOrigin) {
      res.locals.log?.warn({ origin, fetchSite, path: req.originalUrl }, "cross-site write refused");
      res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
      return;
    }
    next();
  };
}

/**
 * Caps request bodies before anything reads them. Browsers send Content-Length with every
 * form; a body without one (chunked) could be endless, so it is refused.
 */
export function limitRequestBodies(maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const length = req.get("content-length");
    if (length === undefined && req.get("transfer-encoding")) {
      res.status(411).type("text/plain").send("Length Required");
      return;
    }
    if (length !== undefined && Number(length) > maxBytes) {
      res.status(413).type("text/plain").send("Request too large.");
      return;
    }
    next();
  };
}
