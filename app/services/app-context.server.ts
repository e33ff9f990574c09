import { createContext, type RouterContextProvider } from "react-router";
import type { Config } from "~/config.server";
import type { Database, Db } from "~/db/client.server";
import type { Auth } from "./auth/auth.server";
import type { Logger } from "./logger.server";
import type { RateLimiter } from "./rate-limit/rate-limiter.server";

/** What every loader and action may use, created once per process by the server. */
export type AppServices = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  logger: Logger;
  rateLimiter: RateLimiter;
};

/** What belongs to one request. */
export type RequestInfo = {
  requestId: string;
  /** The client's address (forwarding headers are honoured only as TRUST_PROXY allows). */
  clientIp: string;
  log: Logger;
  /** Nonce for this response's inline scripts (Content-Security-Policy). */
  nonce: string;
};

export const appServicesContext = createContext<AppServices>();
export const requestInfoContext = createContext<RequestInfo>();

type Context = Readonly<RouterContextProvider>;

export function getServices(context: Context): AppServices {
  return context.get(appServicesContext);
}

export function getRequestInfo(context: Context): RequestInfo {
  return context.get(requestInfoContext);
}
