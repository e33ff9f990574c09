import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { heapSizedFlags, maglevFlag, semiSpaceFlag } from "./heap-sized-flags.mjs";

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

  it("comes with the young generation's size, either left out when chosen", () => {
    const small = 448 * MB;
    expect(heapSizedFlags({ heapLimitBytes: small, execArgv: [], nodeOptions: "" })).toEqual(["--max-semi-space-size=4", "--no-maglev"]);
    expect(heapSizedFlags({ heapLimitBytes: small, execArgv: ["--max-semi-space-size=2"], nodeOptions: "" })).toEqual(["--no-maglev"]);
    expect(heapSizedFlags({ heapLimitBytes: small, execArgv: ["--max-semi-space-size=2", "--maglev"], nodeOptions: "" })).toEqual([]);
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
    expect(report.execArgv).toEqual(["--max-semi-space-size=16"]);
    expect(report.newSpaceMB).toBeGreaterThan(10);
    expect(report.newSpaceMB).toBeLessThan(40);
  });

  it("on a bigger heap: 64 MB, still not Node's own 128", () => {
    const report = run("--max-old-space-size=2048");
    expect(report.execArgv).toEqual(["--max-semi-space-size=32"]);
    expect(report.newSpaceMB).toBeGreaterThan(40);
    expect(report.newSpaceMB).toBeLessThan(80);
  });

  it("no restart when NODE_OPTIONS sizes it", () => {
    const report = run("--max-semi-space-size=2");
    expect(report.execArgv).toEqual([]);
    // Two 2 MB semi-spaces, plus the few pages V8 may add (4.75 MB seen), not the restart's 8.
    expect(report.newSpaceMB).toBeLessThan(6);
  });
});
