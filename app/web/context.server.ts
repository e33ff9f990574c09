import { createContext, type Cookie, type RouterContextProvider } from "react-router";
import type { Config } from "~/config.server";
import type { Database, Db } from "~/db/client.server";
import type { Auth } from "~/services/auth/auth.server";
import type { SessionViewers } from "~/services/auth/session-viewers.server";
import type { CatalogCache } from "~/services/catalog/catalog-cache.server";
import type { CatalogChanges } from "~/services/catalog/catalog-changes.server";
import type { JobRunner } from "~/services/jobs/job-runner.server";
import type { Logger } from "~/services/logger.server";
import type { RateLimits } from "~/services/rate-limit/rate-limits.server";
import type { ImageStore } from "~/services/uploads/image-store.server";
import type { RazorpayClient } from "~/services/payments/razorpay-client.server";

/**
 * The services container: everything built once per process at start (server/services.ts)
 * and handed to every loader and action through the router context.
 */
export type AppServices = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  /** Who is looking at a shared catalogue page, for its header only (decision 023). */
  viewers: SessionViewers;
  logger: Logger;
  rateLimits: RateLimits;
  imageStore: ImageStore;
  /** The durable job queue's runner in this process (`nudge()` after enqueuing a job due now). */
  jobs: JobRunner;
  /** Signed cookie that carries one toast across a redirect (web/toast.server.ts). */
  toastCookie: Cookie;
  /** The Razorpay client when PAYMENT_PROVIDER is razorpay, else null. */
  razorpay: RazorpayClient | null;
  /** Every process hears every committed catalogue change (decision 018). */
  catalogChanges: CatalogChanges;
  /** The catalogue's reads, cached for everyone and dropped on each change (decision 018). */
  catalog: CatalogCache;
};

/** What belongs to one request. */
export type RequestInfo = {
  requestId: string;
  /** The client's address (forwarding headers are honoured only as TRUST_PROXY allows). */
  clientIp: string;
  log: Logger;
  /** Nonce for this response's inline scripts (Content-Security-Policy). */
  nonce: string;
  /**
   * Whether the answer is a page React renders whole (a document request), not the data of a
   * client-side navigation (`….data`): loaders may then put large data in the page itself.
   * Unset (tests, tools) counts as a data request: the data stays in the loader's answer.
   */
  documentRequest?: boolean;
};

export const appServicesContext = createContext<AppServices>();
export const requestInfoContext = createContext<RequestInfo>();

export type Context = Readonly<RouterContextProvider>;

export function getServices(context: Context): AppServices {
  return context.get(appServicesContext);
}

export function getRequestInfo(context: Context): RequestInfo {
  return context.get(requestInfoContext);
}
