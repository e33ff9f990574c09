import { Redis } from "ioredis";
import type { Config } from "~/config.server";
import { openConfiguredDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDemoCatalogue } from "~/db/seed/seed-demo-catalogue.server";
import { createAuth } from "~/services/auth/auth.server";
import { ensureAdmin } from "~/services/auth/ensure-admin.server";
import { createCatalogCache } from "~/services/catalog/catalog-cache.server";
import { listenForCatalogChanges } from "~/services/catalog/catalog-changes.server";
import { createJobRunner } from "~/services/jobs/job-runner.server";
import type { Logger } from "~/services/logger.server";
import { createMemoryRateLimiter, createRedisRateLimiter } from "~/services/rate-limit/rate-limiter.server";
import { createImageStore } from "~/services/uploads/create-image-store.server";
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
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null;
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
        logger.info({ email: config.ADMIN_EMAIL, outcome }, "administrator account ready");
      }
    });
    if (redis) await redis.connect();
    catalogChanges = await listenForCatalogChanges(database);
  } catch (error) {
    await closeQuietly(database.close, logger, "closing the database after a failed start");
    redis?.disconnect();
    throw error;
  }
  logger.info({ database: database.engine, redis: Boolean(redis), dataDir: config.DATA_DIR }, "services ready");
  const catalog = createCatalogCache({
    db: database.db,
    changes: catalogChanges,
    maxListings: config.CATALOG_CACHE_ENTRIES,
    maxProducts: config.CATALOG_CACHE_ENTRIES,
  });
  const jobs = createJobRunner({ db: database.db, log: logger, handlers: jobHandlers({ config, db: database.db, log: logger }) });
  return {
    config,
    database,
    db: database.db,
    auth,
    logger,
    rateLimiter: redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(),
    imageStore: createImageStore(config),
    toastCookie: createToastCookie(config),
    jobs,
    catalogChanges,
    catalog,
    close: async () => {
      await jobs.stop();
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
