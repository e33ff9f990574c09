import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/os";

/**
 * `npm run dev` (server.dev.js: Vite in middleware mode, server/app.ts loaded through Vite)
 * serves pages. It once answered every page 500: Node and Vite each loaded react-router, and the
 * Express adapter rejected the context built with the other copy's RouterContextProvider.
 */
describe("npm run dev", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-dev-"));
  let stop = () => {};
  afterAll(() => {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the listing and the JSON API", { timeout: 180_000 }, async () => {
    const port = await freePort();
    const { BASE_URL: _viteBase, ...inherited } = process.env;
    const child = spawn(path.resolve("node_modules/.bin/node"), ["server.dev.js"], {
      env: { ...inherited, NODE_ENV: "development", LOG_LEVEL: "warn", PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
    stop = () => void child.kill("SIGTERM");
    const url = `http://localhost:${port}`;
    const deadline = Date.now() + 150_000;
    // Any answer means it is listening; whether the answers are right is the test below.
    while (!(await fetch(`${url}/healthz`).then(() => true, () => false))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the dev server did not start:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const page = await fetch(`${url}/products`);
    expect(page.status, stderr).toBe(200);
    expect(await page.text()).toContain("Power Solutions");
    const api = await fetch(`${url}/api/products?limit=2`);
    expect(((await api.json()) as { products: unknown[] }).products).toHaveLength(2);
  });
});
