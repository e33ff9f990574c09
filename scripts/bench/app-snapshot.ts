/**
 * A private copy of the production build for the run. Other engineers rebuild the shared
 * `build/` while a benchmark runs (and a failed build leaves it half-deleted); servers started
 * from a copy made once, at the start, all run the same code. node_modules is linked, not
 * copied; drizzle/ is copied because the server migrates from `./drizzle` in its working folder,
 * and scripts/*.mjs because server.js imports its plain-JavaScript helpers from there.
 */
import { cp, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { onCleanup } from "./cleanup";
import { ROOT } from "./processes";

export const DIRECTORY_PREFIX = "shop-bench-";

export async function snapshotApp(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `${DIRECTORY_PREFIX}${process.pid}-app-`));
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }), { kind: "directory", path: dir });
  const scripts = (await readdir(path.join(ROOT, "scripts"))).filter((name) => name.endsWith(".mjs")).map((name) => `scripts/${name}`);
  for (const entry of ["build", "drizzle", "server.js", "package.json", ...scripts]) {
    await cp(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}
