import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { freePort } from "../../scripts/lib/os";
import { runPaths } from "./database-templates";
import { copyPostgresTemplate, type Engine } from "./test-database";
import type { Db } from "~/db/client.server";
import type { RateLimits } from "~/services/rate-limit/rate-limits.server";

type RunningServer = {
  url: string;
  close: () => Promise<void>;
  services: { db: Db; rateLimits: RateLimits };
};

export type TestServer = RunningServer & { dataDir: string; port: number };

type Options = {
  /** The database: a copy of the migrated template, PGlite in the data folder or a PostgreSQL database of its own. */
  engine?: Engine;
  /** Start on an existing data folder (PGlite keeps its database there) instead of a new one. */
  dataDir?: string;
  /** Leave the data folder behind on close, for a second start on it. */
  keepData?: boolean;
};

/**
 * The production bundle (build/server/index.js, so `npm run build` first), started in this
 * process on a free port with its own empty data folder. Over HTTP it is exactly the shop.
 */
export async function startTestServer(
  env: Record<string, string | undefined> = {},
  { engine = "pglite", dataDir = mkdtempSync(path.join(tmpdir(), "shop-test-")), keepData = false }: Options = {},
): Promise<TestServer> {
  const postgres = engine === "postgres" && !env.DATABASE_URL ? await copyPostgresTemplate() : null;
  const pgliteDir = path.join(dataDir, "pglite");
  if (engine === "pglite" && !env.DATABASE_URL && !existsSync(pgliteDir)) {
    cpSync(runPaths(inject("testRunId")).pgliteTemplateDir, pgliteDir, { recursive: true });
  }
  const port = await freePort();
  const bundle = path.resolve("build/server/index.js");
  const { startServer } = (await import(/* @vite-ignore */ bundle)) as {
    startServer: (options: { env: NodeJS.ProcessEnv }) => Promise<RunningServer>;
  };
  const server = await startServer({
    env: {
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      PORT: String(port),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...env,
    },
  }).catch(async (error: unknown) => {
    await postgres?.drop();
    throw error;
  });
  return {
    ...server,
    dataDir,
    port,
    close: async () => {
      await server.close();
      await postgres?.drop();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
