import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { externalMemoryFlag, heapSizedFlags, maglevFlag, semiSpaceFlag } from "./heap-sized-flags.mjs";

const MB = 2 ** 20;

describe("the young generation's size", () => {
  it("stays small on a heap a server of 1 or 2 GB gets", () => {
    // Node 24's heap limits with --max-old-space-size=256 (a 1 GB server) and =512 (2 GB).
    for (const heapLimitMB of [448, 704]) {
      expect(semiSpaceFlag({ heapLimitBytes: heapLimitMB * MB, execArgv: [], nodeOptions: undefined })).toBe(
        "--max-semi-space-size=4",
      );
    }
  });

  it("grows to 16 MB a semi-space on a heap of 1 GB or more (a server of 4 GB)", () => {
    for (const heapLimitMB of [1024, 1216, 2047]) {
      expect(semiSpaceFlag({ heapLimitBytes: heapLimitMB * MB, execArgv: [], nodeOptions: "" })).toBe(
        "--max-semi-space-size=16",
      );
    }
  });

  it("grows to 32 MB a semi-space on a heap of 2 GB or more (a server of 8 GB and up, decision 046)", () => {
    for (const heapLimitMB of [2048, 2240, 4288]) {
      expect(semiSpaceFlag({ heapLimitBytes: heapLimitMB * MB, execArgv: [], nodeOptions: "" })).toBe(
        "--max-semi-space-size=32",
      );
    }
  });

  it("leaves a size the operator chose alone", () => {
    const big = 4288 * MB;
    expect(semiSpaceFlag({ heapLimitBytes: big, execArgv: ["--max-semi-space-size=8"], nodeOptions: "" })).toBeNull();
    expect(
      semiSpaceFlag({ heapLimitBytes: big, execArgv: [], nodeOptions: "--enable-source-maps --max_semi_space_size=2" }),
    ).toBeNull();
  });
});

describe("Maglev (decision 040)", () => {
  it("is off on a heap a server of 1 or 2 GB gets, on by V8's default above", () => {
    for (const heapLimitMB of [448, 704]) expect(maglevFlag({ heapLimitBytes: heapLimitMB * MB, execArgv: [], nodeOptions: undefined })).toBe("--no-maglev");
    for (const heapLimitMB of [1024, 4288]) expect(maglevFlag({ heapLimitBytes: heapLimitMB * MB, execArgv: [], nodeOptions: "" })).toBeNull();
  });

  it("is left as the operator chose", () => {
    const small = 448 * MB;
    expect(maglevFlag({ heapLimitBytes: small, execArgv: ["--maglev"], nodeOptions: "" })).toBeNull();
    expect(maglevFlag({ heapLimitBytes: small, execArgv: ["--enable-source-maps", "--no_maglev"], nodeOptions: "" })).toBeNull();
    // Other flags that start alike are not a choice about Maglev.
    expect(maglevFlag({ heapLimitBytes: small, execArgv: ["--maglev-inlining"], nodeOptions: "" })).toBe("--no-maglev");
  });

  it("comes with the young generation's size (and, on a big heap, external memory's accounting), each left out when chosen", () => {
    const small = 448 * MB;
    expect(heapSizedFlags({ heapLimitBytes: small, execArgv: [], nodeOptions: "" })).toEqual(["--max-semi-space-size=4", "--no-maglev"]);
    expect(heapSizedFlags({ heapLimitBytes: small, execArgv: ["--max-semi-space-size=2"], nodeOptions: "" })).toEqual(["--no-maglev"]);
    expect(heapSizedFlags({ heapLimitBytes: small, execArgv: ["--max-semi-space-size=2", "--maglev"], nodeOptions: "" })).toEqual([]);
    const big = 4288 * MB;
    const external = "--external-memory-accounted-in-global-limit";
    expect(heapSizedFlags({ heapLimitBytes: big, execArgv: [], nodeOptions: "" })).toEqual(["--max-semi-space-size=32", external]);
    expect(heapSizedFlags({ heapLimitBytes: big, execArgv: ["--max-semi-space-size=8", `--no-${external.slice(2)}`], nodeOptions: "" })).toEqual([]);
  });
});

describe("external memory counted in the heap's global limit (decision 049)", () => {
  it("is asked for on a heap of 1 GB or more (a server of 4 GB and up), unless the operator chose either way", () => {
    const external = "--external-memory-accounted-in-global-limit";
    for (const heapLimitMB of [1024, 2048, 4288]) {
      expect(externalMemoryFlag({ heapLimitBytes: heapLimitMB * MB, execArgv: ["--enable-source-maps"], nodeOptions: undefined })).toBe(external);
    }
    const big = 4288 * MB;
    expect(externalMemoryFlag({ heapLimitBytes: big, execArgv: [external], nodeOptions: "" })).toBeNull();
    expect(externalMemoryFlag({ heapLimitBytes: big, execArgv: ["--no-external-memory-accounted-in-global-limit"], nodeOptions: "" })).toBeNull();
    expect(externalMemoryFlag({ heapLimitBytes: big, execArgv: ["--no_external_memory_accounted_in_global_limit"], nodeOptions: "" })).toBeNull();
  });

  it("is not asked for on a heap a server of 1 or 2 GB gets, where it raised the peak under load", () => {
    for (const heapLimitMB of [448, 704]) expect(externalMemoryFlag({ heapLimitBytes: heapLimitMB * MB, execArgv: [], nodeOptions: "" })).toBeNull();
  });
});

describe("starting again with the flags (a real Node process)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "heap-sized-flags-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // What server.js does first: restart, then report what V8 gave the new image after bursts of
  // garbage (new space = two semi-spaces). The smallest of five readings: one read while V8 is
  // between pages can be a few MB over (7.75 once in 30 for two 2 MB semi-spaces, 4.00 else).
  const probe = path.join(dir, "probe.mjs");
  writeFileSync(
    probe,
    `import { getHeapSpaceStatistics } from "node:v8";
import { restartWithHeapSizedFlags } from ${JSON.stringify(pathToFileURL(path.resolve("scripts/heap-sized-flags.mjs")).href)};
const before = process.pid;
restartWithHeapSizedFlags();
const readings = [];
for (let burst = 0; burst < 5; burst++) {
  let garbage = [];
  for (let i = 0; i < 2e6; i++) { garbage.push({ i, text: "x" + i }); if (garbage.length > 2e5) garbage = []; }
  readings.push(getHeapSpaceStatistics().find((space) => space.space_name === "new_space").space_size / 2 ** 20);
}
console.log(JSON.stringify({ before, pid: process.pid, execArgv: process.execArgv, args: process.argv.slice(2), newSpaceMB: Math.min(...readings) }));
`,
  );
  const run = (nodeOptions: string) =>
    JSON.parse(
      execFileSync(path.resolve("node_modules/.bin/node"), [probe, "--port", "1"], {
        env: { ...process.env, NODE_OPTIONS: nodeOptions },
        encoding: "utf8",
      }),
    ) as { before: number; pid: number; execArgv: string[]; args: string[]; newSpaceMB: number };

  it("on a 1 GB server's heap: the same process, its arguments kept, a young generation of 8 MB, no Maglev", () => {
    const report = run("--max-old-space-size=256");
    expect(report.pid).toBe(report.before);
    expect(report.execArgv).toEqual(["--max-semi-space-size=4", "--no-maglev"]);
    expect(report.args).toEqual(["--port", "1"]);
    // Two 4 MB semi-spaces, plus the few pages V8 may add (4.75 MB seen for two of 2 MB).
    expect(report.newSpaceMB).toBeLessThan(10);
  });

  it("on a heap of a 4 GB server: 32 MB, not Node's own 128", () => {
    const report = run("--max-old-space-size=1536");
    expect(report.execArgv).toEqual(["--max-semi-space-size=16", "--external-memory-accounted-in-global-limit"]);
    expect(report.newSpaceMB).toBeGreaterThan(10);
    expect(report.newSpaceMB).toBeLessThan(40);
  });

  it("on a bigger heap: 64 MB, still not Node's own 128", () => {
    const report = run("--max-old-space-size=2048");
    expect(report.execArgv).toEqual(["--max-semi-space-size=32", "--external-memory-accounted-in-global-limit"]);
    expect(report.newSpaceMB).toBeGreaterThan(40);
    expect(report.newSpaceMB).toBeLessThan(80);
  });

  it("counts a page's Buffers in the global limit: short-lived Buffers start no full collections (decision 049)", () => {
    // 500 MB of 170 KB Buffers, each dropped at once, as pages are: by V8's default every
    // 64 MB of them starts a full collection ("external memory pressure").
    const buffers = path.join(dir, "buffers.mjs");
    writeFileSync(
      buffers,
      `import { constants, PerformanceObserver } from "node:perf_hooks";
import { restartWithHeapSizedFlags } from ${JSON.stringify(pathToFileURL(path.resolve("scripts/heap-sized-flags.mjs")).href)};
restartWithHeapSizedFlags();
let full = 0;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full += 1; }).observe({ entryTypes: ["gc"] });
const page = Buffer.alloc(170 * 1024, 60);
let sent = 0;
for (let i = 0; i < 3000; i++) sent += Buffer.concat([page, page.subarray(0, 1)]).length;
setTimeout(() => console.log(JSON.stringify({ full, sent, execArgv: process.execArgv })), 50);
`,
    );
    const fullCollections = (...flags: string[]) =>
      JSON.parse(execFileSync(path.resolve("node_modules/.bin/node"), [...flags, buffers], { encoding: "utf8" })) as { full: number; execArgv: string[] };
    const asked = fullCollections();
    expect(asked.execArgv).toContain("--external-memory-accounted-in-global-limit");
    const byDefault = fullCollections("--no-external-memory-accounted-in-global-limit");
    expect(byDefault.execArgv).not.toContain("--external-memory-accounted-in-global-limit");
    expect(byDefault.full).toBeGreaterThanOrEqual(4);
    expect(asked.full).toBeLessThanOrEqual(1);
  });

  it("keeps the size NODE_OPTIONS gives", () => {
    const report = run("--max-semi-space-size=2");
    expect(report.execArgv).toEqual(["--external-memory-accounted-in-global-limit"]);
    // Two 2 MB semi-spaces, plus the few pages V8 may add (4.75 MB seen), not the restart's 8.
    expect(report.newSpaceMB).toBeLessThan(6);
  });
});
