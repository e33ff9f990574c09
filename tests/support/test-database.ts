import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { openDatabase, type Database } from "~/db/client.server";
import {
  databaseUrl,
  PG_TEMPLATE_DATABASE,
  PG_TEST_DATABASE_PREFIX,
  PGLITE_TEMPLATE_FILE,
} from "./database-templates";

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
  if (engine === "pglite") {
    const database = await openDatabase({
      engine: "pglite",
      loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]),
    });
    return { ...database, dispose: database.close };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${PG_TEST_DATABASE_PREFIX}${randomBytes(6).toString("hex")}`;
  await withAdmin(baseUrl, (admin) => admin.query(`create database "${name}" template ${PG_TEMPLATE_DATABASE}`));
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
