import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// V8 gives `gc` to contexts made after the flag is set; the test process was not started with it.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as (options?: { type: "major" | "minor"; execution?: "sync" | "async" }) => void;

/** A full collection now: every object still alive is moved to the old generation, as a long wait under load does. */
export function promoteAll(): void {
  gc({ type: "major", execution: "sync" });
}

/**
 * Bytes of ArrayBuffer memory in use (Buffers' bytes live outside V8's heap) once a young
 * collection has run and its sweeper has freed what it found dead; waits up to `withinMs` for
 * the count to reach `atMost`, and returns it.
 */
export async function arrayBufferBytesAfterYoungCollection({ atMost, withinMs = 1000 }: { atMost: number; withinMs?: number }): Promise<number> {
  // Out of the job that made the answer, so nothing it held on the stack is still held.
  await new Promise((resolve) => setImmediate(resolve));
  gc({ type: "minor", execution: "sync" });
  const deadline = performance.now() + withinMs;
  let bytes = process.memoryUsage().arrayBuffers;
  while (bytes > atMost && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    bytes = process.memoryUsage().arrayBuffers;
  }
  return bytes;
}
