import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { isAlive } from "../../scripts/lib/os";
import { asSuperuser, databaseUrl, PG_TEST_DATABASE_PREFIX, runPaths } from "./database-templates";

/**
 * Migrates one database per engine before any test runs; test files then copy it, which
 * takes well under a second, instead of migrating from scratch each time.
 */
export default async function setup(project: TestProject) {
  const runId = String(process.pid);
  project.provide("testRunId", runId);
  const paths = runPaths(runId);
  mkdirSync(paths.folder, { recursive: true });

  const pglite = await openDatabase({ engine: "pglite", dataDir: paths.pgliteTemplateDir });
  await migrateDatabase(pglite);
  const client = (pglite.db as unknown as { $client: { dumpDataDir: (c: "gzip") => Promise<Blob> } }).$client;
  writeFileSync(paths.pgliteTemplateFile, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  await pglite.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await dropDatabases(url, (name, owner) => owner === runId || !isAlive(Number(owner)));
    await asSuperuser(url, (admin) => admin.query(`create database "${paths.pgTemplateDatabase}"`));
    const template = await openDatabase({ engine: "postgres", url: databaseUrl(url, paths.pgTemplateDatabase), poolSize: 2 });
    await migrateDatabase(template);
    await template.close();
  }

  return async () => {
    if (url) await dropDatabases(url, (_name, owner) => owner === runId);
    rmSync(paths.folder, { recursive: true, force: true });
  };
}

/** Drops test databases (`shop_test_<run>_…`) for which `shouldDrop(name, run)` says so. */
async function dropDatabases(url: string, shouldDrop: (name: string, owner: string) => boolean) {
  await asSuperuser(url, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${PG_TEST_DATABASE_PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      const owner = /^shop_test_(\d+)_/.exec(datname)?.[1];
      if (owner === undefined || shouldDrop(datname, owner)) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
    }
  });
}
