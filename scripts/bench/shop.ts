/**
 * Starts the production build (`server.js`, from `react-router build`) as its own process on
 * a dataset, waits for /healthz, and checks that it serves the expected catalogue.
 */
import { mkdir } from "node:fs/promises";
import { assertNotAborting, onCleanup } from "./cleanup";
import { baseEnv, datasetEnv, type Dataset } from "./datasets";
import { freePort } from "../lib/os";
import { NODE, ROOT, startChild, waitForOk } from "./processes";
import { serveFlags } from "./serve-flags";

export type Shop = {
  url: string;
  dataset: Dataset;
  pid: number;
  /** Log lines the server wrote since it started (at LOG_LEVEL=warn, these are warnings). */
  logLines: () => number;
  tail: () => string;
  stop: () => Promise<void>;
};

export type StartShopOptions = {
  dataset: Dataset;
  /** Folder holding server.js and build/ (a snapshot from app-snapshot.ts); default the repository. */
  appDir?: string;
  /** Extra or overriding environment for the server (e.g. REDIS_URL, ADMIN_EMAIL). */
  env?: NodeJS.ProcessEnv;
  /** Write a V8 CPU profile of the server into this folder when it stops. */
  cpuProfileDir?: string;
  log?: (line: string) => void;
};

export async function startShop({ dataset, appDir = ROOT, env = {}, cpuProfileDir, log }: StartShopOptions): Promise<Shop> {
  assertNotAborting();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // As `npm run serve` starts it, so the figures are those of the shop as it ships.
  const nodeArgs: string[] = serveFlags(appDir);
  if (cpuProfileDir) {
    await mkdir(cpuProfileDir, { recursive: true });
    nodeArgs.push("--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`);
  }
  let lines = 0;
  const child = startChild(NODE, [...nodeArgs, "server.js"], {
    cwd: appDir,
    env: {
      ...baseEnv(),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: url,
      ...datasetEnv(dataset),
      ...env,
    },
    echo: () => lines++,
  });
  const unregister = onCleanup(`stop the shop on ${url}`, () => child.stop());
  try {
    await waitForOk(`${url}/healthz`, child, 60_000);
    const total = await catalogueSize(url);
    if (total !== dataset.products) {
      throw new Error(`the shop on ${dataset.engine} serves ${total} products, expected ${dataset.products}`);
    }
  } catch (error) {
    await unregister();
    throw error;
  }
  log?.(`shop ${child.process.pid} on ${url} (${dataset.engine}, ${dataset.products.toLocaleString("en-US")} products)`);
  return {
    url,
    dataset,
    pid: child.process.pid!,
    logLines: () => lines,
    tail: child.tail,
    stop: unregister,
  };
}

async function catalogueSize(url: string): Promise<number> {
  const response = await fetch(`${url}/api/products?limit=1`);
  if (!response.ok) throw new Error(`GET /api/products?limit=1 answered ${response.status}`);
  const body = (await response.json()) as { total: number };
  return body.total;
}

/** The id of the first product in the listing, for the detail page. */
export async function firstProductId(url: string): Promise<string> {
  const response = await fetch(`${url}/api/products?limit=1`);
  const body = (await response.json()) as { products: { id: string | number }[] };
  const id = body.products[0]?.id;
  if (id === undefined) throw new Error("the listing is empty");
  return String(id);
}
