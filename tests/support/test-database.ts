import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { asSuperuser, databaseUrl, runPaths } from "./database-templates";

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
      loadDataDir: new Blob([readFileSync(runPaths(inject("testRunId")).pgliteTemplateFile)]),
    });
    return { ...database, dispose: database.close };
  }
  const copy = await copyPostgresTemplate();
  const database = await openDatabase({ engine: "postgres", url: copy.url, poolSize });
  return {
    ...database,
    url: copy.url,
    dispose: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/** A new PostgreSQL database, a copy of the run's migrated template; `drop` removes it. */
export async function copyPostgresTemplate(): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const paths = runPaths(inject("testRunId"));
  const name = `${paths.pgTestDatabasePrefix}${randomBytes(6).toString("hex")}`;
  await asSuperuser(baseUrl, (admin) => admin.query(`create database "${name}" template "${paths.pgTemplateDatabase}"`));
  return {
    url: databaseUrl(baseUrl, name),
    drop: () => asSuperuser(baseUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}
