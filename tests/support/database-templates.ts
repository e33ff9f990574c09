import path from "node:path";
import pg from "pg";

const CACHE = path.resolve("node_modules/.cache/shop-tests");

/**
 * Names that belong to one test run (keyed by the Vitest process id), so two runs on one
 * machine — a developer's and CI's — never clean up each other's databases.
 */
export function runPaths(runId: string) {
  const folder = path.join(CACHE, `run-${runId}`);
  return {
    folder,
    /** A migrated PGlite data folder, dumped once per run and loaded (in memory) by each test file. */
    pgliteTemplateFile: path.join(folder, "pglite-template.tar.gz"),
    /**
     * The same migrated database as a folder on disk. Test servers start on a copy of it:
     * creating a PGlite folder from nothing takes 10–20 s, opening a copy about 2 s.
     */
    pgliteTemplateDir: path.join(folder, "pglite-template"),
    /** The PostgreSQL database every test database is copied from (CREATE DATABASE … TEMPLATE). */
    pgTemplateDatabase: `${PG_TEST_DATABASE_PREFIX}${runId}_template`,
    pgTestDatabasePrefix: `${PG_TEST_DATABASE_PREFIX}${runId}_`,
  };
}

export const PG_TEST_DATABASE_PREFIX = "shop_test_";

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on a connection of its own to `url` (creating and dropping databases). */
export async function asSuperuser<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    testRunId: string;
  }
}
