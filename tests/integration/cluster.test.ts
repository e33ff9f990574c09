import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { childrenOf, freePort, isAlive } from "../../scripts/lib/os";
import {
  exited,
  spawnServer,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const canRun = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

/** Polls until `check` stops throwing; the log and the workers change in the background. */
const eventually = <T>(check: () => T) => vi.waitFor(check, { timeout: 20_000, interval: 100 });

/** GET on a connection of its own (fetch would keep one connection, so one worker, alive). */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    }).on("error", reject);
  });
}

const workersOf = (lines: Record<string, unknown>[], msg: string) =>
  new Set(lines.filter((line) => line.msg === msg).map((line) => line.worker));

describe("WEB_CONCURRENCY without PostgreSQL and Redis", () => {
  it("refuses to start, naming the variable", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-cluster-refused-"));
    try {
      const server = spawnServer({ WEB_CONCURRENCY: "2", DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "" }, await freePort());
      expect(await exited(server.child)).toBe(1);
      expect(server.stderr()).toContain("WEB_CONCURRENCY: more than one process needs DATABASE_URL and REDIS_URL");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** One machine, several cores: `WEB_CONCURRENCY=2` runs two shop processes on one port. */
describe.runIf(canRun)("WEB_CONCURRENCY=2 on PostgreSQL and Redis", () => {
  let database: TestDatabase;
  let shop: ServerProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-cluster-"));

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { poolSize: 2 });
    shop = await startServerProcess({
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL!,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "info",
    });
  });

  afterAll(async () => {
    if (shop) {
      const workers = childrenOf(shop.child.pid!);
      await stopServerProcess(shop.child);
      for (const pid of workers) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone, as it should be
        }
      }
    }
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves requests from two worker processes", async () => {
    await eventually(() => expect(workersOf(shop.logLines(), "shop is listening").size).toBe(2));
    expect(childrenOf(shop.child.pid!)).toHaveLength(2);
    // The primary hands out connections, not requests, so each request gets its own connection.
    for (let i = 0; i < 20; i++) expect(await statusOnNewConnection(`${shop.url}/api/products?limit=1`)).toBe(200);
    // A request's log line is written as its response finishes: it may trail the response.
    const served = await eventually(() => {
      const lines = shop.logLines().filter((line) => line.msg === "request" && line.path === "/api/products?limit=1");
      expect(lines).toHaveLength(20);
      return lines;
    });
    expect(new Set(served.map((line) => line.worker))).toEqual(new Set([1, 2]));
  });

  it("sized the young generation once, in the primary, and the workers inherited it (decisions 036, 046)", () => {
    const nodeFlags = (pid: number) =>
      readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter((word) => word.startsWith("--max-semi-space-size"));
    const [flag, ...more] = nodeFlags(shop.child.pid!);
    expect(flag).toMatch(/^--max-semi-space-size=(4|16|32)$/);
    expect(more).toEqual([]);
    for (const worker of childrenOf(shop.child.pid!)) expect(nodeFlags(worker)).toEqual([flag]);
  });

  it("seeded the demo catalogue once", async () => {
    const body = await (await fetch(`${shop.url}/api/products?limit=1`)).json();
    expect(body.total).toBe(30);
  });

  it("replaces a worker that dies", async () => {
    const [victim] = childrenOf(shop.child.pid!);
    process.kill(victim!, "SIGKILL");
    await eventually(() => expect(workersOf(shop.logLines(), "shop is listening")).toContain(3));
    const workers = childrenOf(shop.child.pid!);
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(victim);
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
  });

  it("stops every worker and exits 0 on SIGTERM", async () => {
    const workers = childrenOf(shop.child.pid!);
    expect(await stopServerProcess(shop.child)).toBe(0);
    const stopped = workersOf(shop.logLines(), "stopped");
    expect(stopped.size).toBe(2);
    expect(stopped).toContain(3);
    for (const pid of workers) expect(isAlive(pid)).toBe(false);
  });
});
