import type { Config } from "~/config.server";
import { openConfiguredDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDemoCatalogue } from "~/db/seed/seed-demo-catalogue.server";
import { createAuth } from "~/services/auth/auth.server";
import { ensureAdmin } from "~/services/auth/ensure-admin.server";
import { createSessionViewers } from "~/services/auth/session-viewers.server";
import { createCatalogCache } from "~/services/catalog/catalog-cache.server";
import { listenForCatalogChanges } from "~/services/catalog/catalog-changes.server";
import { createJobRunner } from "~/services/jobs/job-runner.server";
import { createMailTransport } from "~/services/mail/mail-transport.server";
import type { Logger } from "~/services/logger.server";
import { createRateLimits } from "~/services/rate-limit/rate-limits.server";
import { createImageStore } from "~/services/uploads/create-image-store.server";
import { createRazorpayClient } from "~/services/payments/razorpay-client.server";
import type { AppServices } from "~/web/context.server";
import type { CatalogChanges } from "~/services/catalog/catalog-changes.server";
import { createToastCookie } from "~/web/toast.server";
import { jobHandlers } from "./job-handlers";

export type RunningServices = AppServices & { close: () => Promise<void> };

/**
 * The services container, built once per process: opens the database (PostgreSQL when
 * DATABASE_URL is set, else PGlite in DATA_DIR), brings its schema up to date, seeds the demo
 * catalogue into an empty shop, connects Redis when REDIS_URL is set, and builds the auth
 * instance, the image store, the toast cookie and the job runner that every request shares.
 */
export async function startServices(config: Config, logger: Logger): Promise<RunningServices> {
  const database = await openConfiguredDatabase(config, {
    onIdleError: (error) => logger.warn({ err: error }, "postgres: idle connection lost; the pool replaces it"),
  });
  // ioredis (~20 MB once loaded) only for shops that use Redis (decision 022).
  const redis = config.REDIS_URL
    ? new (await import("ioredis")).Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 })
    : null;
  const auth = createAuth(config, database.db);
  let catalogChanges: CatalogChanges;
  try {
    await database.exclusively(async () => {
      await migrateDatabase(database);
      if (config.SEED_DEMO) {
        const added = await seedDemoCatalogue(database.db);
        if (added) logger.info({ added }, "seeded the demo catalogue into an empty database");
      }
      if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
        const outcome = await ensureAdmin(auth, database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
        if (outcome === "needs-force") {
          logger.error(
            { email: config.ADMIN_EMAIL },
            "ADMIN_EMAIL belongs to a customer account that registered itself: not promoted. Run `npm run admin -- --email … --password … --force` to promote it (its sessions are signed out)",
          );
        } else logger.info({ email: config.ADMIN_EMAIL, outcome }, "administrator account ready");
      }
    });
    if (redis) await redis.connect();
    catalogChanges = await listenForCatalogChanges(database);
  } catch (error) {
    await closeQuietly(database.close, logger, "closing the database after a failed start");
    redis?.disconnect();
    throw error;
  }
  logger.info(
    { database: database.engine, redis: Boolean(redis), dataDir: config.DATA_DIR, pageCacheMb: config.PAGE_CACHE_MB, catalogCacheMb: config.CATALOG_CACHE_MB },
    "services ready",
  );
  const mailTransport = createMailTransport(config, logger);
  const razorpay =
    config.PAYMENT_PROVIDER === "razorpay"
      ? createRazorpayClient({ apiUrl: config.RAZORPAY_API_URL, keyId: config.RAZORPAY_KEY_ID!, keySecret: config.RAZORPAY_KEY_SECRET! })
      : null;
  const jobs = createJobRunner({ db: database.db, log: logger, handlers: jobHandlers({ config, db: database.db, log: logger, mailTransport, razorpay }) });
  const catalog = createCatalogCache({
    db: database.db,
    changes: catalogChanges,
    maxListings: config.CATALOG_CACHE_ENTRIES,
    maxProducts: config.CATALOG_CACHE_ENTRIES,
    maxBytes: config.CATALOG_CACHE_MB * 1024 * 1024,
  });
  return {
    config,
    database,
    db: database.db,
    auth,
    viewers: createSessionViewers(auth),
    logger,
    rateLimits: createRateLimits(redis),
    imageStore: createImageStore(config),
    toastCookie: createToastCookie(config),
    jobs,
    razorpay,
    catalogChanges,
    catalog,
    close: async () => {
      await jobs.stop();
      mailTransport.close();
      catalog.close();
      await catalogChanges.close();
      await database.close();
      if (redis) await redis.quit().catch((error: unknown) => {
        logger.warn({ err: error }, "redis did not quit cleanly; disconnecting");
        redis.disconnect();
      });
    },
  };
}

/** Cleanup on a path that is already failing: its own failure is logged, not thrown over the first. */
async function closeQuietly(close: () => Promise<void>, logger: Logger, what: string) {
  try {
    await close();
  } catch (error) {
    logger.warn({ err: error }, `${what} failed`);
  }
}
