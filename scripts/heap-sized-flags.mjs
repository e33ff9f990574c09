// V8's flags sized from the heap the machine gives the shop (decisions 036, 040). Some of V8's
// settings cannot change once the process runs, so server.js asks for them by starting itself
// again (`process.execve`: the same process id, no second process) with the flags added.
//
// - The young generation (decisions 036, 046): every request's garbage is born there; a small
//   one fills within a few requests while 50 are in flight, so their objects are promoted and
//   collected again by the costlier full collections. A big one costs memory a 1 GB server
//   does not have.
// - External memory in the heap's global limit (decision 049): a page's bytes live in Buffers
//   outside V8's heap, and by default every 64 MB of them allocated starts a full collection
//   (reason "external memory pressure"), though they die young: ~3.5 a second under a
//   signed-in shopper's load. Counted in the global limit instead, they wait for the young
//   generation's collections. Not on a 1 GB server's heap: there the peak under load rose
//   by 10–30 MB, to within 4 MB of the memory target once.
// - Maglev, V8's mid-tier compiler (decision 040): its compile jobs run on V8's worker threads,
//   whose malloc arenas keep what the jobs took. On a 1 GB server's heap the shop peaked
//   ~20 MB lower without it, for the same CPU per request within the runs' spread.
import { getHeapStatistics } from "node:v8";

const MB = 2 ** 20;

/** Below this heap limit (Node gives V8 ~448 MB on a 1 GB server, ~1.2 GB on 4 GB) stay small. */
const LARGE_HEAP_LIMIT_MB = 1024;
/** From this heap limit up (a server of 8 GB and more; 4.2 GB on 16 GB and up) the young generation can take 64 MB. */
const LARGER_HEAP_LIMIT_MB = 2048;
const SMALL_SEMI_SPACE_MB = 4;
const LARGE_SEMI_SPACE_MB = 16;
const LARGER_SEMI_SPACE_MB = 32;

/**
 * Whether V8's heap limit is that of a server of 1 or 2 GB: the shop's V8 flags (here) and its
 * caches' default budgets (app/config.server.ts, decision 039) are sized down on such a heap.
 */
export function isSmallHeap(heapLimitBytes) {
  return heapLimitBytes / MB < LARGE_HEAP_LIMIT_MB;
}

/** The flags the operator gave, on the command line or in NODE_OPTIONS. */
function givenFlags({ execArgv, nodeOptions }) {
  return [...execArgv, ...(nodeOptions ?? "").split(/\s+/)];
}

/**
 * The `--max-semi-space-size` flag to start with, or null when the operator set one already
 * (on the command line or in NODE_OPTIONS): theirs wins.
 */
export function semiSpaceFlag({ heapLimitBytes, execArgv, nodeOptions }) {
  if (givenFlags({ execArgv, nodeOptions }).some((flag) => /^--max[-_]semi[-_]space[-_]size\b/.test(flag))) return null;
  return `--max-semi-space-size=${semiSpaceMB(heapLimitBytes)}`;
}

/** The semi-space for a heap limit: small on a server of 1 or 2 GB, larger from a 1 GB limit (4 GB), larger still from 2 GB (8 GB and up). */
function semiSpaceMB(heapLimitBytes) {
  if (isSmallHeap(heapLimitBytes)) return SMALL_SEMI_SPACE_MB;
  return heapLimitBytes / MB < LARGER_HEAP_LIMIT_MB ? LARGE_SEMI_SPACE_MB : LARGER_SEMI_SPACE_MB;
}

/**
 * `--no-maglev` on a heap under 1 GB, or null: on a bigger heap, or when the operator chose
 * (`--maglev` or `--no-maglev` on the command line: Node refuses them in NODE_OPTIONS).
 */
export function maglevFlag({ heapLimitBytes, execArgv, nodeOptions }) {
  if (givenFlags({ execArgv, nodeOptions }).some((flag) => /^--(no[-_])?maglev$/.test(flag))) return null;
  return isSmallHeap(heapLimitBytes) ? "--no-maglev" : null;
}

/**
 * `--external-memory-accounted-in-global-limit` on a heap of 1 GB or more (decision 049), or
 * null: on a smaller heap, or when the operator chose either way.
 */
export function externalMemoryFlag({ heapLimitBytes, execArgv, nodeOptions }) {
  if (isSmallHeap(heapLimitBytes)) return null;
  if (givenFlags({ execArgv, nodeOptions }).some((flag) => /^--(no[-_])?external[-_]memory[-_]accounted[-_]in[-_]global[-_]limit$/.test(flag))) return null;
  return "--external-memory-accounted-in-global-limit";
}

/** The flags to add for this heap: none when the operator set them all. */
export function heapSizedFlags(options) {
  return [semiSpaceFlag(options), maglevFlag(options), externalMemoryFlag(options)].filter((flag) => flag !== null);
}

/**
 * Starts this script again in this process with V8's flags sized for its heap, unless they
 * are set already. Returns only when there is nothing to do (or no `process.execve`: then the
 * shop runs with V8's own settings).
 */
export function restartWithHeapSizedFlags() {
  const flags = heapSizedFlags({
    heapLimitBytes: getHeapStatistics().heap_size_limit,
    execArgv: process.execArgv,
    nodeOptions: process.env.NODE_OPTIONS,
  });
  if (flags.length === 0 || typeof process.execve !== "function") return;
  const [, script, ...args] = process.argv;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...flags, script, ...args], process.env);
}
