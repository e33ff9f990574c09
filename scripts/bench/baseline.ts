/** Starts the bare `node:http` baseline server (baseline-server.ts) in its own Node 24 process. */
import path from "node:path";
import { assertNotAborting, onCleanup } from "./cleanup";
import { NODE, startChild } from "./processes";

export type Baseline = { url: string; pid: number | undefined; stop: () => Promise<void> };

export async function startBaseline(bodyBytes: number, contentType: string): Promise<Baseline> {
  assertNotAborting();
  const child = startChild(NODE, [path.join(import.meta.dirname, "baseline-server.ts")], {
    env: { ...process.env, BODY_BYTES: String(bodyBytes), CONTENT_TYPE: contentType },
  });
  const stop = onCleanup("stop the baseline server", () => child.stop(5_000));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    child.process.stdout?.on("data", (chunk: Buffer | string) => {
      buffer += String(chunk);
      const match = /\{"port":(\d+)\}/.exec(buffer);
      if (match) resolve(Number(match[1]));
    });
    void child.exited.then(() => reject(new Error(`the baseline server exited:\n${child.tail()}`)));
    setTimeout(() => reject(new Error(`the baseline server did not start:\n${child.tail()}`)), 15_000).unref();
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url: `http://127.0.0.1:${port}/`, pid: child.process.pid, stop };
}
