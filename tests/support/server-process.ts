import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { vi } from "vitest";
import { freePort } from "../../scripts/lib/os";

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** The JSON log lines the server has written so far (parsed; other lines are skipped). */
  logLines: () => Record<string, unknown>[];
  /** What the process wrote to stderr so far. */
  stderr: () => string;
};

/** How the shop is started: `node server.js`, or through the README's `npm run serve`. */
export type StartCommand = "node server.js" | "npm run serve";

const COMMANDS: Record<StartCommand, [string, string[]]> = {
  "node server.js": [path.resolve("node_modules/.bin/node"), ["server.js"]],
  "npm run serve": ["npm", ["run", "--silent", "serve"]],
};

/** Spawns the shop as production starts it (`node server.js`), with this environment added. */
export function spawnServer(env: Record<string, string>, port: number, command: StartCommand = "node server.js"): Omit<ServerProcess, "url"> {
  // Vitest puts Vite's own BASE_URL ("/") into process.env; the shop would refuse it.
  const { BASE_URL: _viteBase, ...inherited } = process.env;
  const [file, args] = COMMANDS[command];
  const child = spawn(file, args, {
    env: { ...inherited, LOG_LEVEL: "warn", ...env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Record<string, unknown>[] = [];
  createInterface({ input: child.stdout! }).on("line", (line) => {
    try {
      lines.push(JSON.parse(line));
    } catch {
      // not a log line
    }
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return { child, logLines: () => lines, stderr: () => stderr };
}

/** Starts the shop on a free port and waits until GET /healthz answers 200. */
export async function startServerProcess(env: Record<string, string>, command?: StartCommand): Promise<ServerProcess> {
  const port = await freePort();
  const started = spawnServer(env, port, command);
  const url = `http://localhost:${port}`;
  const gone = () => started.child.exitCode !== null || started.child.signalCode !== null;
  let problem = "it exited";
  try {
    const outcome = await vi.waitFor(
      async () => {
        if (gone()) return "exited";
        const response = await fetch(`${url}/healthz`); // refused until the server listens
        if (!response.ok) throw new Error(`GET /healthz answered ${response.status}`);
        return "ready";
      },
      { timeout: 60_000, interval: 100 },
    );
    if (outcome === "ready") return { url, ...started };
  } catch (error) {
    problem = `not ready within 60 s (${(error as Error).message})`;
  }
  started.child.kill("SIGKILL");
  throw new Error(`server did not start: ${problem}\n${started.stderr()}`);
}

/** Resolves with the exit code once the process has ended. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** SIGTERM, then the exit code. */
export async function stopServerProcess(child: ChildProcess): Promise<number | null> {
  const done = exited(child);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  return done;
}
