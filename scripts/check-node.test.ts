import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "./check-node.mjs";

describe("the Node version guard", () => {
  it("accepts 22.22 and newer", () => {
    for (const version of ["22.22.0", "22.30.1", "24.21.0", "v26.0.0"]) expect(nodeVersionProblem(version)).toBeNull();
  });

  it("stops older versions with a message saying what to do", () => {
    for (const version of ["20.20.2", "22.21.9", "18.0.0"]) {
      const message = nodeVersionProblem(version);
      expect(message).toContain("needs Node.js 22.22 or newer");
      expect(message).toContain(`this is v${version}`);
      expect(message).toContain("npm start");
    }
  });

  // The machines here have the end-of-life Node 20 as the system Node: the real thing.
  const systemNode = "/usr/bin/node";
  const systemVersion = existsSync(systemNode) ? execFileSync(systemNode, ["--version"]).toString().trim() : "";
  it.runIf(systemVersion && nodeVersionProblem(systemVersion))("exits 1 when run by an old system Node", () => {
    const run = spawnSync(systemNode, ["scripts/check-node.mjs"], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("needs Node.js 22.22 or newer");
  });
});
