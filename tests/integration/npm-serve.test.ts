import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getHeapStatistics } from "node:v8";
import { afterAll, describe, expect, inject, it } from "vitest";
import { isSmallHeap } from "../../scripts/heap-sized-flags.mjs";
import { descendantsOf, isAlive, threadsOf } from "../../scripts/lib/os";
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
    // The shop as the README starts it: V8's helper threads yield to the event loop (decision
    // 052), on a heap bigger than a 1 GB server's (this machine's, as the shop gets it here).
    if (process.platform === "linux" && !isSmallHeap(getHeapStatistics().heap_size_limit)) {
      const threads = started.map(threadsOf).find((threads) => threads.some((thread) => thread.name === "V8Worker"));
      const helpers = threads!.filter((thread) => thread.name === "V8Worker");
      expect(helpers.length).toBeGreaterThan(0);
      expect(helpers.every((thread) => thread.niceness === 10)).toBe(true);
      expect(threads!.find((thread) => thread.name === "MainThread")?.niceness).toBe(0);
    }
    expect(await stopServerProcess(shop.child)).toBe(0);
    expect(shop.logLines().map((line) => line.msg)).toEqual(expect.arrayContaining(["shutting down", "stopped"]));
    await expect(fetch(`${shop.url}/healthz`)).rejects.toThrow();
  });
});
