// V8's helper threads yield the CPU to the event loop (decision 052). Node runs V8's background
// work — concurrent marking before a full collection, parallel scavenging, sweeping, compile jobs
// — on a pool of worker threads ("V8Worker") at the same priority as the thread that runs every
// request. On a server with few cores, shared with PostgreSQL, the pool's four threads marking
// at once took the event loop's core from it for 20–30 ms in every 100 ms of marking, once a
// second under load, and every answer in flight then was late. Chrome runs such work at a
// background priority; Node's platform does not, so the shop lowers these threads' priority
// itself: they take what the event loop leaves, as they do on an idle core.
//
// Not on a 1 GB server's heap, which is sized for memory first (as with decisions 040, 049):
// marking that waits for the event loop finishes later, and with the helpers lowered the memory
// bench's peak there was 221–245 MB against 211–225, next to the target's 250.
import { readdirSync, readFileSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { getHeapStatistics } from "node:v8";
import { isSmallHeap } from "./heap-sized-flags.mjs";

/** What Node names the threads of V8's platform pool (`--v8-pool-size` of them). */
const HELPER_THREAD_NAME = "V8Worker";

/**
 * How many nice steps below the event loop they run: 10 weighs a thread at ~1/10 of the event
 * loop's share of a contended core, and lowering a priority needs no privilege. 5 and 19
 * measured no better. Relative, so a shop started under `nice` keeps its helpers below it.
 */
export const HELPER_THREAD_NICE_STEPS = 10;

/** The highest nice value Linux has (the lowest priority). */
const LOWEST_PRIORITY = 19;

/**
 * Lowers the priority of this process's V8 helper threads to 10 nice steps below the calling
 * thread's (the event loop's) and returns how many it lowered: none
 * on a heap a server of 1 or 2 GB gets, or where there is no `/proc` (off Linux). On Linux a
 * nice value belongs to one thread, and `os.setPriority` of a thread's id changes that thread
 * alone.
 */
export function lowerHelperThreadPriority({ heapLimitBytes = getHeapStatistics().heap_size_limit, tasksDir = "/proc/self/task" } = {}) {
  if (isSmallHeap(heapLimitBytes)) return 0;
  let threadIds;
  try {
    threadIds = readdirSync(tasksDir);
  } catch {
    return 0;
  }
  const lowerPriority = Math.min(LOWEST_PRIORITY, getPriority() + HELPER_THREAD_NICE_STEPS);
  let lowered = 0;
  for (const threadId of threadIds) {
    try {
      if (readFileSync(`${tasksDir}/${threadId}/comm`, "utf8").trim() !== HELPER_THREAD_NAME) continue;
      setPriority(Number(threadId), lowerPriority);
      lowered += 1;
    } catch {
      // The thread has ended, or the system refused: it keeps the priority it had.
    }
  }
  return lowered;
}
