/** Starts the bare `node:http` baseline server (baseline-server.ts) in its own Node 24 process. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DIRECTORY_PREFIX } from "./app-snapshot";
import { assertNotAborting, onCleanup } from "./cleanup";
import { getAsLoaded } from "./load";
import { NODE, startChild } from "./processes";

export type Baseline = { url: string; pid: number | undefined; stop: () => Promise<void> };

/** A response as a client received it: its header fields in order (as sent) and its body. */
export type CapturedResponse = { headers: [string, string][]; body: Buffer };

/** Fields that belong to one connection or one moment, which the baseline server sets itself. */
const OWN_FIELDS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/**
 * One GET of `url` as autocannon sends it (no Accept-Encoding), kept whole: what a baseline that
 * sends the same bytes needs.
 */
export async function captureResponse(url: string): Promise<CapturedResponse> {
  const { rawHeaders, body } = await getAsLoaded(url);
  const headers: [string, string][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (!OWN_FIELDS.has(name.toLowerCase())) headers.push([name, rawHeaders[i + 1]!]);
  }
  return { headers, body };
}

/** A bare server answering `bodyBytes` bytes of "x" with this Content-Type: the body alone. */
export function startBaseline(bodyBytes: number, contentType: string): Promise<Baseline> {
  return startBaselineServer({ BODY_BYTES: String(bodyBytes), CONTENT_TYPE: contentType });
}

/**
 * A bare server answering exactly `response`'s header fields and body: the same bytes as the
 * shop sent, up to Date and the connection's own fields. Measured against it, the shop's
 * share is its own work alone; the body-alone baseline also leaves out what a client spends
 * reading the shop's header fields (its security headers, Server-Timing).
 */
export async function startSameBytesBaseline(response: CapturedResponse): Promise<Baseline> {
  const dir = await mkdtemp(path.join(tmpdir(), `${DIRECTORY_PREFIX}${process.pid}-baseline-`));
  const removeDir = onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }), { kind: "directory", path: dir });
  const file = path.join(dir, "response");
  await writeFile(file, Buffer.concat([Buffer.from(`${JSON.stringify(response.headers)}\n`), response.body]));
  try {
    const server = await startBaselineServer({ RESPONSE_FILE: file });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await removeDir();
      },
    };
  } catch (error) {
    await removeDir();
    throw error;
  }
}

async function startBaselineServer(env: NodeJS.ProcessEnv): Promise<Baseline> {
  assertNotAborting();
  const child = startChild(NODE, [path.join(import.meta.dirname, "baseline-server.ts")], {
    env: { ...process.env, ...env },
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
