/** Child processes for the benchmarks: the project's Node 24, a bounded log tail, clean stops. */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import path from "node:path";
import { trackChild } from "./cleanup";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** The Node 24 that the project installs; the system `node` may be 20. */
export const NODE = path.join(ROOT, "node_modules/.bin/node");
export const TSX = path.join(ROOT, "node_modules/.bin/tsx");

export type Child = {
  process: ChildProcess;
  /** The last lines the child wrote (stdout and stderr), for error messages. */
  tail: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop: (graceMs?: number) => Promise<void>;
};

export function startChild(
  command: string,
  args: string[],
  options: SpawnOptions & { echo?: (line: string) => void; tailLines?: number },
): Child {
  const { echo, tailLines = 40, ...spawnOptions } = options;
  const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], ...spawnOptions });
  trackChild(child, [path.basename(command), ...args].join(" "));
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const parts = (partial + chunk).split(/\r?\n|\r/);
      partial = parts.pop() ?? "";
      for (const line of parts) {
        if (!line.trim()) continue;
        lines.push(line);
        if (lines.length > tailLines) lines.shift();
        echo?.(line);
      }
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", (error) => {
      lines.push(String(error));
      resolve({ code: -1, signal: null });
    });
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  return {
    process: child,
    tail: () => lines.join("\n"),
    exited,
    stop: async (graceMs = 15_000) => {
      if (!isRunning()) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command to completion; rejects with its output tail when it fails. */
export async function runToCompletion(
  command: string,
  args: string[],
  options: SpawnOptions & { echo?: (line: string) => void; label: string },
): Promise<void> {
  const { label, ...rest } = options;
  const child = startChild(command, args, rest);
  const { code, signal } = await child.exited;
  if (code !== 0) {
    throw new Error(`${label} failed (${signal ?? `exit ${code}`}):\n${child.tail()}`);
  }
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes. */
export async function waitForOk(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child.exited.then(() => (exited = true));
  let last = "no answer";
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the process exited before ${url} answered:\n${child.tail()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (${last}):\n${child.tail()}`);
}
