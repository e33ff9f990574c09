import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import {
  databaseUrl,
  PG_TEMPLATE_DATABASE,
  PG_TEST_DATABASE_PREFIX,
  PGLITE_TEMPLATE_DIR,
  PGLITE_TEMPLATE_FILE,
} from "./database-templates";

/**
 * Migrates one database per engine before any test runs; test files then copy it, which
 * takes well under a second, instead of migrating from scratch each time.
 */
export default async function setup() {
  rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  const pglite = await openDatabase({ engine: "pglite", dataDir: PGLITE_TEMPLATE_DIR });
  await migrateDatabase(pglite);
  const client = (pglite.db as unknown as { $client: { dumpDataDir: (c: "gzip") => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("gzip");
  mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await dropTestDatabases(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${PG_TEMPLATE_DATABASE}`);
  await admin.end();
  const template = await openDatabase({ engine: "postgres", url: databaseUrl(url, PG_TEMPLATE_DATABASE), poolSize: 2 });
  await migrateDatabase(template);
  await template.close();

  return async () => {
    await dropTestDatabases(url);
  };
}

async function dropTestDatabases(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like $1",
    [`${PG_TEST_DATABASE_PREFIX}%`],
  );
  for (const { datname } of rows) {
    await admin.query(`drop database if exists "${datname}" with (force)`);
  }
  await admin.end();
}
