import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { descendantsOf, isAlive } from "../../scripts/lib/os";
import { runPaths } from "../support/database-templates";
import { startServerProcess, stopServerProcess } from "../support/server-process";

/**
 * A process manager (systemd, Docker, a terminal's Ctrl-C) signals the command it started: for
 * the README's shop that is npm. The shop must get the signal itself and shut down as the
 * README says, not be left running without npm.
 */
describe("npm run serve", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-npm-serve-"));
  let started: number[] = [];
  afterAll(() => {
    // Should the shop outlive npm (the failure this guards against), it is not left running.
    for (const pid of started.filter(isAlive)) process.kill(pid, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("hands SIGTERM to the shop, which stops cleanly, and npm exits 0", { timeout: 90_000 }, async () => {
    cpSync(runPaths(inject("testRunId")).pgliteTemplateDir, path.join(dataDir, "pglite"), { recursive: true });
    const shop = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info", DATABASE_URL: "" }, "npm run serve");
    started = descendantsOf(shop.child.pid!);
    expect(await stopServerProcess(shop.child)).toBe(0);
    expect(shop.logLines().map((line) => line.msg)).toEqual(expect.arrayContaining(["shutting down", "stopped"]));
    await expect(fetch(`${shop.url}/healthz`)).rejects.toThrow();
  });
});
