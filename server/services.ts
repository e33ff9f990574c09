import { Redis } from "ioredis";
import type { Config } from "~/config.server";
import { openConfiguredDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDemoCatalogue } from "~/db/seed/seed-demo-catalogue.server";
import type { AppServices } from "~/services/app-context.server";
import { createAuth } from "~/services/auth/auth.server";
import { ensureAdmin } from "~/services/auth/ensure-admin.server";
import type { Logger } from "~/services/logger.server";
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
} from "~/services/rate-limit/rate-limiter.server";

export type RunningServices = AppServices & { close: () => Promise<void> };

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR), brings
 * its schema up to date, seeds the demo catalogue into an empty shop, and connects Redis
 * when REDIS_URL is set.
 */
export async function startServices(config: Config, logger: Logger): Promise<RunningServices> {
  const database = await openConfiguredDatabase(config);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 })
    : null;
  const auth = createAuth(config, database.db);
  try {
    await database.exclusively(async () => {
      await migrateDatabase(database);
      if (config.SEED_DEMO) {
        const added = await seedDemoCatalogue(database.db);
        if (added) logger.info({ added }, "seeded the demo catalogue into an empty database");
      }
      if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
        const outcome = await ensureAdmin(auth, database.db, {
          email: config.ADMIN_EMAIL,
          password: config.ADMIN_PASSWORD,
        });
        logger.info({ email: config.ADMIN_EMAIL, outcome }, "administrator account ready");
      }
    });
    if (redis) await redis.connect();
  } catch (error) {
    await database.close().catch(() => {});
    redis?.disconnect();
    throw error;
  }
  logger.info(
    { database: database.engine, redis: Boolean(redis), dataDir: config.DATA_DIR },
    "services ready",
  );
  return {
    config,
    database,
    db: database.db,
    auth,
    logger,
    rateLimiter: redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(),
    close: async () => {
      await database.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
