import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { freePort } from "../../scripts/lib/os";
import { Client } from "../support/test-server";

const canRun = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

/** One app process, started as production starts it: `node server.js`. */
async function startProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // Vitest puts Vite's own BASE_URL ("/") into process.env; the shop would refuse it.
  const { BASE_URL: _viteBase, ...inherited } = process.env;
  const child = spawn(path.resolve("node_modules/.bin/node"), ["server.js"], {
    env: { ...inherited, ...env, PORT: String(port), LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 300 && child.exitCode === null; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  return exited;
}

/**
 * The shop grows by running more processes: sessions and data live in PostgreSQL, rate
 * limits in Redis, so any process can serve any request.
 */
describe.runIf(canRun)("two app processes on one PostgreSQL and one Redis", () => {
  let database: TestDatabase;
  let a: { url: string; child: ChildProcess };
  let b: { url: string; child: ChildProcess };
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-multi-"));
  const secret = "a-shared-secret-for-every-instance-of-the-shop";
  const redisPrefixCleaner = new Redis(process.env.REDIS_URL ?? "", { lazyConnect: true });

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { poolSize: 2 });
    await redisPrefixCleaner.connect();
    const keys = await redisPrefixCleaner.keys("rl:*");
    if (keys.length) await redisPrefixCleaner.del(...keys);
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL!,
      AUTH_SECRET: secret,
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
    };
    // Both start at once: migrations and the demo seed must happen exactly once.
    [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
  });

  afterAll(async () => {
    if (a) await stop(a.child);
    if (b) await stop(b.child);
    await database?.dispose();
    const keys = await redisPrefixCleaner.keys("rl:*");
    if (keys.length) await redisPrefixCleaner.del(...keys);
    await redisPrefixCleaner.quit();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("seeded the catalogue once although both started together", async () => {
    const [fromA, fromB] = await Promise.all([
      fetch(`${a.url}/api/products?limit=1`).then((r) => r.json()),
      fetch(`${b.url}/api/products?limit=1`).then((r) => r.json()),
    ]);
    expect(fromA.total).toBe(30);
    expect(fromB.total).toBe(30);
  });

  it("keeps a session made on one process valid on the other", async () => {
    const onA = new Client(a.url);
    const registered = await onA.post("/register", {
      username: "multi",
      email: "multi@example.in",
      phone: "9876543210",
      password: "secret1",
      confirmPassword: "secret1",
    });
    expect(registered.status).toBe(302);
    const profile = await new Client(b.url).request("/profile", { headers: { Cookie: onA.cookieHeader() } });
    expect(await profile.text()).toContain("multi@example.in");
  });

  it("shares the sign-in rate limit between processes", async () => {
    const earlier = await redisPrefixCleaner.keys("rl:*");
    if (earlier.length) await redisPrefixCleaner.del(...earlier);
    const attempt = (url: string) =>
      new Client(url).post("/sign-in", { email: "multi@example.in", password: "wrong-pass" });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 ? a.url : b.url)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await attempt(a.url)).status).toBe(429);
    expect((await attempt(b.url)).status).toBe(429);
  });

  it("stops cleanly on SIGTERM", async () => {
    expect(await stop(b.child)).toBe(0);
  });
});
