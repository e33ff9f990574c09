import pino from "pino";
import { shopMiddleware } from "../../server/http/shop-middleware";

type ShopMiddlewareOptions = Parameters<typeof shopMiddleware>[0];

/**
 * The shop's real middleware stack as the server tests run it: a silent log, plain HTTP on
 * localhost, no proxy, no static files, nothing to catch up with, a 1 MB page cache of 10 s.
 * Each test gives what it is about.
 */
export function testShopMiddleware(options: Partial<ShopMiddlewareOptions> = {}) {
  return shopMiddleware({
    logger: pino({ level: "silent" }),
    https: false,
    imageOrigins: [],
    trustProxy: false,
    assets: (_req, _res, next) => next(),
    baseUrl: "http://localhost",
    catchUp: () => Promise.resolve(),
    pageCacheSeconds: 10,
    pageCacheBytes: 1024 * 1024,
    ...options,
  });
}
