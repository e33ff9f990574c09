import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { HELPER_THREAD_NICE_STEPS, lowerHelperThreadPriority } from "./helper-thread-priority.mjs";
import type { ThreadStat } from "./lib/os";

describe("V8's helper threads yield to the event loop (decision 052)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "helper-thread-priority-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // In a Node process of its own (the pinned Node, as the shop runs): the test runner's own
  // threads are not changed. It reports its threads while it still runs.
  const probe = path.join(dir, "probe.mjs");
  writeFileSync(
    probe,
    `import { lowerHelperThreadPriority } from ${JSON.stringify(pathToFileURL(path.resolve("scripts/helper-thread-priority.mjs")).href)};
import { threadsOf } from ${JSON.stringify(pathToFileURL(path.resolve("scripts/lib/os.ts")).href)};
const lowered = lowerHelperThreadPriority();
console.log(JSON.stringify({ lowered, threads: threadsOf(process.pid) }));
`,
  );

  /** The probe on a heap of this size, started at this nice value (as `nice -n` starts it). */
  const run = (heapMB: number, niceness = 0) =>
    JSON.parse(
      execFileSync(
        "nice",
        ["-n", String(niceness), path.resolve("node_modules/.bin/node"), "--v8-pool-size=3", `--max-old-space-size=${heapMB}`, probe],
        { encoding: "utf8" },
      ),
    ) as { lowered: number; threads: ThreadStat[] };
  const helpersOf = (threads: ThreadStat[]) => threads.filter((thread) => thread.name === "V8Worker");

  it.runIf(process.platform === "linux")("lowers every V8Worker thread's priority to nice 10, and no other thread's", () => {
    const report = run(2048); // a heap of a server of 8 GB
    expect(helpersOf(report.threads)).toHaveLength(3);
    expect(report.lowered).toBe(3);
    expect(helpersOf(report.threads).map((thread) => thread.niceness)).toEqual([10, 10, 10]);
    const others = report.threads.filter((thread) => thread.name !== "V8Worker");
    expect(others.map((thread) => thread.name)).toContain("MainThread");
    expect(others.every((thread) => thread.niceness === 0)).toBe(true);
    expect(HELPER_THREAD_NICE_STEPS).toBe(10);
  });

  it.runIf(process.platform === "linux")("keeps them 10 steps below a shop started under nice, at most at 19", () => {
    const started5 = run(2048, 5);
    expect(helpersOf(started5.threads).map((thread) => thread.niceness)).toEqual([15, 15, 15]);
    expect(started5.threads.find((thread) => thread.name === "MainThread")?.niceness).toBe(5);
    const started15 = run(2048, 15);
    expect(helpersOf(started15.threads).map((thread) => thread.niceness)).toEqual([19, 19, 19]);
  });

  it.runIf(process.platform === "linux")("leaves them alone on a 1 GB server's heap, sized for memory first", () => {
    const report = run(256);
    expect(report.lowered).toBe(0);
    expect(helpersOf(report.threads)).toHaveLength(3);
    expect(report.threads.every((thread) => thread.niceness === 0)).toBe(true);
  });

  it("does nothing where there is no /proc", () => {
    expect(lowerHelperThreadPriority({ heapLimitBytes: 4096 * 2 ** 20, tasksDir: path.join(dir, "no-such-dir") })).toBe(0);
  });
});
