import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { databaseUrl, runPaths } from "./database-templates";

export type Engine = Database["engine"];

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with `describe.each`. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export type TestDatabase = Database & {
  /** PostgreSQL only: the URL of this test's own database (for extra connections). */
  url?: string;
  dispose: () => Promise<void>;
};

/** A freshly migrated, empty database of its own for one test file. */
export async function createTestDatabase(engine: Engine, { poolSize = 10 } = {}): Promise<TestDatabase> {
  const paths = runPaths(inject("testRunId"));
  if (engine === "pglite") {
    const database = await openDatabase({
      engine: "pglite",
      loadDataDir: new Blob([readFileSync(paths.pgliteTemplateFile)]),
    });
    return { ...database, dispose: database.close };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${paths.pgTestDatabasePrefix}${randomBytes(6).toString("hex")}`;
  await withAdmin(baseUrl, (admin) => admin.query(`create database "${name}" template "${paths.pgTemplateDatabase}"`));
  const url = databaseUrl(baseUrl, name);
  const database = await openDatabase({ engine: "postgres", url, poolSize });
  return {
    ...database,
    url,
    dispose: async () => {
      await database.close();
      await withAdmin(baseUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
