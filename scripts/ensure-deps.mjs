// Installs dependencies when they are missing or older than package-lock.json, so that
// `npm start` and `npm test` work straight after `git clone`. Runs on whatever Node the
// system has (it must: Node 24 arrives with this very install).
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const stamp = "node_modules/.deps-stamp";
const lockHash = createHash("sha256")
  .update(readFileSync("package-lock.json"))
  .update(readFileSync("package.json"))
  .digest("hex");

const projectNode = "node_modules/.bin/node";
const upToDate =
  existsSync(stamp) && readFileSync(stamp, "utf8") === lockHash && existsSync(projectNode);

if (!upToDate) {
  console.log("Installing dependencies (npm ci)…");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit" });
  writeFileSync(stamp, lockHash);
}
