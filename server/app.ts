/**
 * The production HTTP server. Vite bundles this file together with the app (see
 * vite.config.ts), so the database, auth and logger exist once per process.
 */
import "react-router";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import type express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { loadConfig, type Config } from "~/config.server";
import { appServicesContext, requestInfoContext } from "~/web/context.server";
import { createLogger } from "~/services/logger.server";
import { stylesheet } from "~/web/inline-stylesheet.server";
import { workerBindings } from "./cluster";
import { catalogApi } from "./http/catalog-api";
import { listenWithAcceptors, type Listening } from "./http/listen";
import { createRenderQueue } from "./http/render-queue";
import { shopMiddleware } from "./http/shop-middleware";
import { staticFiles } from "./http/static-files";
import { startServices, type RunningServices } from "./services";

export { ConfigError, loadConfig } from "~/config.server";
export { createLogger } from "~/services/logger.server";
export { superviseWorkers } from "./cluster";

export type StartOptions = {
  env?: NodeJS.ProcessEnv;
  /** Already read from `env` (server.js reads it first to choose between one process and several). */
  config?: Config;
  /** Development: Vite's middleware and a fresh build per request. */
  vite?: {
    middlewares: express.RequestHandler;
    loadBuild: () => Promise<ServerBuild>;
  };
};

export type RunningServer = {
  url: string;
  config: Config;
  services: RunningServices;
  close: () => Promise<void>;
};

export async function startServer({ env = process.env, config = loadConfig(env), vite }: StartOptions = {}): Promise<RunningServer> {
  const logger = createLogger(config.LOG_LEVEL, workerBindings());
  const services = await startServices(config, logger);
  const https = config.BASE_URL.startsWith("https://");

  // Razorpay's QR images come from its own host (a local fake in tests: plain http).
  const imageOrigins = config.PAYMENT_PROVIDER === "razorpay" ? [new URL(config.RAZORPAY_API_URL).origin] : [];
  const { app, pageCache, frontDoor } = shopMiddleware({
    logger,
    https,
    imageOrigins,
    trustProxy: config.TRUST_PROXY,
    assets: vite
      ? vite.middlewares
      : staticFiles({ clientDir: path.resolve(import.meta.dirname, "../client"), uploadsDir: config.uploadsDir }),
    baseUrl: config.BASE_URL,
    catchUp: services.catalogChanges.catchUp,
    pageCacheSeconds: vite ? 0 : config.PAGE_CACHE_SECONDS,
    pageCacheBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    viewers: services.viewers.resolve,
    inlineStylesheet: stylesheet,
  });
  services.catalogChanges.subscribe(pageCache.invalidate);
  app.use(catalogApi(services.catalog));
  // In production the build is loaded once: a function here would make React Router
  // rebuild its route table on every request.
  const build = vite ? vite.loadBuild : await import("virtual:react-router/server-build");
  app.all(
    "/{*splat}",
    // Renders take turns, so a turn of the event loop stays short (decision 030).
    createRenderQueue({ maxWaiting: config.MAX_WAITING_RENDERS }).middleware,
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(appServicesContext, services);
        context.set(requestInfoContext, {
          requestId: res.locals.requestId,
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          log: res.locals.log,
          nonce: res.locals.cspNonce,
          // React Router's data requests end in ".data" (`/products.data`, `/_root.data`).
          documentRequest: !req.path.endsWith(".data"),
        });
        return context;
      },
    }),
  );

  // A fresh page-cache hit is answered before Express (decision 024).
  const server = createServer((req, res) => frontDoor.serve(req, res) || app(req, res));
  const listening = await listenWithAcceptors(server, { port: config.PORT, host: config.HOST });
  const url = `http://localhost:${listening.port}`;
  logger.info({ url, baseUrl: config.BASE_URL }, "shop is listening");
  services.jobs.start();

  return {
    url,
    config,
    services,
    close: () => closeServer(server, listening, services, logger),
  };
}

/** Stops accepting connections, lets requests in flight finish (up to 10 s), then closes the database. */
async function closeServer(
  server: Server,
  listening: Listening,
  services: RunningServices,
  logger: RunningServices["logger"],
) {
  logger.info("shutting down");
  const closed = listening.close();
  server.closeIdleConnections();
  const timeout = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(timeout);
  await services.close();
  logger.info("stopped");
}
