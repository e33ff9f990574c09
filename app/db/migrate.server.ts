import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "./client.server";

const MIGRATIONS_FOLDER = path.resolve("drizzle");

/**
 * Applies the SQL migrations in drizzle/ that this database has not seen yet. Call it inside
 * `database.exclusively` when several processes may start together.
 */
export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_FOLDER) {
  if (database.engine === "postgres") {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
