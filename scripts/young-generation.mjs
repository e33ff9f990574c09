// Sizes V8's young generation from the heap the machine gives the shop (decision 036).
// Every request's garbage is born in the young generation; a small one fills within a few
// requests while 50 are in flight, so their objects are promoted and collected again by the
// costlier full collections. A big one costs memory a 1 GB server does not have. V8 cannot
// change the size once the process runs, so server.js asks for it by starting itself again
// (`process.execve`: the same process id, no second process) with the flag added.
import { getHeapStatistics } from "node:v8";

const MB = 2 ** 20;

/** Below this heap limit (Node gives V8 ~448 MB on a 1 GB server, ~1.2 GB on 4 GB) stay small. */
const LARGE_HEAP_LIMIT_MB = 1024;
const SMALL_SEMI_SPACE_MB = 4;
const LARGE_SEMI_SPACE_MB = 16;

/**
 * The `--max-semi-space-size` flag to start with, or null when the operator set one already
 * (on the command line or in NODE_OPTIONS): theirs wins.
 */
export function semiSpaceFlag({ heapLimitBytes, execArgv, nodeOptions }) {
  const given = [...execArgv, ...(nodeOptions ?? "").split(/\s+/)];
  if (given.some((flag) => /^--max[-_]semi[-_]space[-_]size\b/.test(flag))) return null;
  const size = heapLimitBytes / MB < LARGE_HEAP_LIMIT_MB ? SMALL_SEMI_SPACE_MB : LARGE_SEMI_SPACE_MB;
  return `--max-semi-space-size=${size}`;
}

/**
 * Starts this script again in this process with its young generation sized, unless it is
 * sized already. Returns only when there is nothing to do (or no `process.execve`: then the
 * shop runs with V8's own sizing).
 */
export function restartWithSizedYoungGeneration() {
  const flag = semiSpaceFlag({
    heapLimitBytes: getHeapStatistics().heap_size_limit,
    execArgv: process.execArgv,
    nodeOptions: process.env.NODE_OPTIONS,
  });
  if (!flag || typeof process.execve !== "function") return;
  const [, script, ...args] = process.argv;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, flag, script, ...args], process.env);
}
