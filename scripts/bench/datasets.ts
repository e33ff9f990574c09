/**
 * Catalogues to benchmark against: a PostgreSQL database or a PGlite folder holding the demo
 * products plus synthetic ones, made with `scripts/seed.ts`. Each run uses its own databases
 * (`shop_bench_<size>_<pid>`) and temporary folders, and removes them at the end.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { DEMO_PRODUCTS } from "~/db/seed/demo-catalogue";
import { isAlive } from "../lib/os";
import { DIRECTORY_PREFIX } from "./app-snapshot";
import { assertNotAborting, onCleanup } from "./cleanup";
import { runToCompletion, TSX } from "./processes";

export type Engine = "postgres" | "pglite";
export const ENGINES: readonly Engine[] = ["postgres", "pglite"];

export type Dataset = {
  engine: Engine;
  /** Products in the catalogue, demo ones included. */
  products: number;
  /** PostgreSQL only. */
  databaseUrl?: string;
  /** DATA_DIR for the server: the PGlite files, the generated auth secret, uploads. */
  dataDir: string;
  /** How long migrating and seeding took, in seconds. */
  seedSeconds: number;
};

const DATABASE_PREFIX = "shop_bench_";

export function adminDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
}

function databaseUrl(name: string): string {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `10k`, `1k`, `100k`, `2500`. */
function sizeLabel(products: number): string {
  return products % 1000 === 0 ? `${products / 1000}k` : String(products);
}

/** Environment variables of the shop that must come from the benchmark, not the shell. */
const SHOP_VARIABLES = [
  "PORT", "HOST", "DATA_DIR", "DATABASE_URL", "REDIS_URL", "BASE_URL", "TRUST_PROXY", "LOG_LEVEL",
  "SEED_DEMO", "NODE_ENV", "ADMIN_EMAIL", "ADMIN_PASSWORD", "S3_BUCKET", "S3_ENDPOINT",
  "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL", "PAGE_CACHE_SECONDS", "AUTH_SECRET",
];

/** process.env without the shop's own settings, so a developer's .env-like shell cannot leak in. */
export function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of SHOP_VARIABLES) delete env[name];
  return env;
}

export function datasetEnv(dataset: Dataset): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataset.dataDir,
    ...(dataset.databaseUrl ? { DATABASE_URL: dataset.databaseUrl } : {}),
  };
}

/**
 * Removes databases and folders left by runs that died without cleaning up (their process is
 * gone) — normally the janitor already did.
 */
export async function removeStaleLeftovers(log: (line: string) => void, postgres: boolean): Promise<void> {
  for (const entry of await readdir(tmpdir())) {
    const pid = Number(new RegExp(`^${DIRECTORY_PREFIX}(\\d+)-`).exec(entry)?.[1]);
    if (!pid || pid === process.pid || isAlive(pid)) continue;
    log(`removing ${entry}, left by an earlier run (process ${pid} is gone)`);
    await rm(path.join(tmpdir(), entry), { recursive: true, force: true });
  }
  if (!postgres) return;
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${DATABASE_PREFIX.replace(/_/g, "\\_")}%`],
    );
    for (const { datname } of rows) {
      const pid = Number(/_(\d+)$/.exec(datname)?.[1]);
      if (!pid || pid === process.pid || isAlive(pid)) continue;
      log(`dropping ${datname}, left by an earlier run (process ${pid} is gone)`);
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}

/**
 * Makes datasets on demand and keeps them for the rest of the run, so scenarios that read
 * the same catalogue share it. `fresh: true` gives a scenario one of its own (for writes).
 */
export class Datasets {
  private readonly cache = new Map<string, Promise<Dataset>>();
  private freshCount = 0;

  constructor(private readonly log: (line: string) => void) {}

  get(engine: Engine, products: number, { fresh = false } = {}): Promise<Dataset> {
    const key = `${engine}:${products}`;
    if (fresh) return this.create(engine, products, `${sizeLabel(products)}_f${++this.freshCount}`);
    let dataset = this.cache.get(key);
    if (!dataset) {
      dataset = this.create(engine, products, sizeLabel(products));
      this.cache.set(key, dataset);
      dataset.catch(() => this.cache.delete(key));
    }
    return dataset;
  }

  private async create(engine: Engine, products: number, label: string): Promise<Dataset> {
    const synthetic = products - DEMO_PRODUCTS.length;
    if (synthetic < 0) throw new Error(`a catalogue has at least the ${DEMO_PRODUCTS.length} demo products`);
    assertNotAborting();
    const started = Date.now();
    const dataDir = await mkdtemp(path.join(tmpdir(), `${DIRECTORY_PREFIX}${process.pid}-${engine}-${label}-`));
    onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }), { kind: "directory", path: dataDir });

    let url: string | undefined;
    if (engine === "postgres") {
      const name = `${DATABASE_PREFIX}${label}_${process.pid}`;
      onCleanup(
        `drop database ${name}`,
        () => withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
        { kind: "database", name, adminUrl: adminDatabaseUrl() },
      );
      await withAdmin((client) => client.query(`create database "${name}"`));
      url = databaseUrl(name);
    }

    this.log(`seeding ${products.toLocaleString("en-US")} products on ${engine}…`);
    await runToCompletion(TSX, ["scripts/seed.ts", "--products", String(synthetic)], {
      label: `seeding ${products} products on ${engine}`,
      env: { ...baseEnv(), DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
      echo: (line) => {
        if (line.startsWith("Catalogue:")) this.log(`  ${line}`);
      },
    });
    if (url) {
      // Settle the statistics now, so autovacuum does not start in the middle of a measurement.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("vacuum analyze").finally(() => client.end());
    }
    return { engine, products, databaseUrl: url, dataDir, seedSeconds: (Date.now() - started) / 1000 };
  }
}
