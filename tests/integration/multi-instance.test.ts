import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, register } from "../support/http";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const canRun = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

/**
 * The shop grows by running more processes: sessions and data live in PostgreSQL, rate
 * limits in Redis, so any process can serve any request.
 */
describe.runIf(canRun)("two app processes on one PostgreSQL and one Redis", () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-multi-"));
  const secret = "a-shared-secret-for-every-instance-of-the-shop";
  const redisPrefixCleaner = new Redis(process.env.REDIS_URL ?? "", { lazyConnect: true });

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { poolSize: 2 });
    await redisPrefixCleaner.connect();
    const keys = await redisPrefixCleaner.keys("rlf:*");
    if (keys.length) await redisPrefixCleaner.del(...keys);
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL!,
      AUTH_SECRET: secret,
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
    };
    // Both start at once: migrations and the demo seed must happen exactly once.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });

  afterAll(async () => {
    if (a) await stopServerProcess(a.child);
    if (b) await stopServerProcess(b.child);
    await database?.dispose();
    const keys = await redisPrefixCleaner.keys("rlf:*");
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
    const onA = await register(a.url, "multi@example.in");
    const profile = await new Client(b.url).request("/profile", { headers: { Cookie: onA.cookieHeader() } });
    expect(await profile.text()).toContain("multi@example.in");
  });

  it("shares the sign-in rate limit between processes", async () => {
    const earlier = await redisPrefixCleaner.keys("rlf:*");
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
    expect(await stopServerProcess(b.child)).toBe(0);
  });
});
