// Starts one shop for the browser tests on a fresh, empty database folder.
//   node tests/e2e/support/start-server.mjs [--seed-products N]
// DATA_DIR must be set (an absolute path under the temp folder). It is deleted and
// recreated, then optionally filled by `scripts/seed.ts --products N` (migrate + demo
// catalogue + N synthetic products), then `server.js` is started in this same process,
// so Playwright's SIGTERM reaches the server and it closes PGlite cleanly.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const { values } = parseArgs({ options: { "seed-products": { type: "string" } } });

const dataDir = process.env.DATA_DIR;
if (!dataDir || !path.isAbsolute(dataDir) || !path.resolve(dataDir).startsWith(path.resolve(os.tmpdir()) + path.sep)) {
  console.error(`DATA_DIR must be an absolute folder under ${os.tmpdir()} (got ${dataDir ?? "nothing"})`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

if (values["seed-products"] !== undefined) {
  const seed = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["scripts/seed.ts", "--products", values["seed-products"]],
    // No TTY: keep the progress bar out of the test output.
    {
      cwd: root,
      // tsx starts with `#!/usr/bin/env node`: make that the project's Node 24, not the system's.
      env: { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}` },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (seed.status !== 0) {
    console.error(`seeding failed (exit ${seed.status ?? seed.signal})`);
    process.exit(1);
  }
}

process.chdir(root);
await import(pathToFileURL(path.join(root, "server.js")).href);
