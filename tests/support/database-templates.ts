import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const CACHE = path.resolve("node_modules/.cache/shop-tests");

/** A migrated PGlite data folder, dumped once per run and loaded (in memory) by each test file. */
export const PGLITE_TEMPLATE_FILE = path.join(CACHE, "pglite-template.tar.gz");

/**
 * The same migrated database as a folder on disk. Test servers start on a copy of it:
 * creating a PGlite folder from nothing takes 10–20 s, opening a copy about 2 s.
 */
export const PGLITE_TEMPLATE_DIR = path.join(CACHE, "pglite-template");

/** The PostgreSQL database every test database is copied from (CREATE DATABASE … TEMPLATE). */
export const PG_TEMPLATE_DATABASE = "shop_test_template";
export const PG_TEST_DATABASE_PREFIX = "shop_test_";

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Changes whenever a migration does, so a stale template is never reused. */
export function migrationsFingerprint(folder = path.resolve("drizzle")): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(folder).filter((f) => f.endsWith(".sql")).sort()) {
    hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}
