/**
 * Everything a benchmark run creates (databases, data folders, child processes) registers
 * how to undo itself here. `runCleanup()` undoes it newest first, on success, on failure,
 * on a crash and on Ctrl-C. Two backstops for a run that dies without cleaning up: child
 * processes are killed synchronously on exit, and a detached janitor process (janitor.ts)
 * removes whatever is still registered once this process is gone, even after SIGKILL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { Resource } from "./janitor";

type Task = { label: string; undo: () => Promise<void> | void; janitorId?: number };

const tasks: Task[] = [];
const children = new Set<ChildProcess>();
let aborting = false;
/** Cleanups run one after another, so that a signal cannot exit while another one is halfway. */
let queue: Promise<void> = Promise.resolve();

let janitor: ChildProcess | null = null;
let nextJanitorId = 1;

function tellJanitor(message: object): void {
  if (!janitor) {
    // The project's Node 24 (type stripping); node_modules/.bin/node from the repository root.
    const node = path.resolve(import.meta.dirname, "../../node_modules/.bin/node");
    janitor = spawn(node, [path.join(import.meta.dirname, "janitor.ts")], {
      detached: true,
      stdio: ["pipe", "ignore", "inherit"],
    });
    janitor.on("error", () => (janitor = null));
    janitor.unref();
    (janitor.stdin as unknown as { unref?: () => void }).unref?.();
  }
  janitor.stdin?.write(`${JSON.stringify(message)}\n`);
}

function registerWithJanitor(resource: Resource): number {
  const id = nextJanitorId++;
  tellJanitor({ op: "add", id, resource });
  return id;
}

function unregisterWithJanitor(id: number | undefined): void {
  if (id !== undefined) tellJanitor({ op: "remove", id });
}

/**
 * Registers an undo step, and the resource it removes for the janitor; returns a function
 * that runs the step early (and only once).
 */
export function onCleanup(label: string, undo: Task["undo"], resource?: Resource): () => Promise<void> {
  const task: Task = { label, undo, janitorId: resource ? registerWithJanitor(resource) : undefined };
  tasks.push(task);
  return async () => {
    const index = tasks.indexOf(task);
    if (index === -1) return;
    tasks.splice(index, 1);
    await undo();
    unregisterWithJanitor(task.janitorId);
  };
}

/** Throws once the run is being stopped, so that nothing new is created during cleanup. */
export function assertNotAborting(): void {
  if (aborting) throw new Error("the benchmark is stopping");
}

/** Tracks a child so that it is killed even when the run dies without cleaning up. */
export function trackChild(child: ChildProcess, label: string): void {
  if (child.pid === undefined) return;
  children.add(child);
  const id = registerWithJanitor({ kind: "process", pid: child.pid, label });
  child.once("exit", () => {
    children.delete(child);
    unregisterWithJanitor(id);
  });
}

export function runCleanup(log: (line: string) => void): Promise<void> {
  queue = queue.then(async () => {
    while (tasks.length) {
      const task = tasks.pop()!;
      try {
        await task.undo();
        unregisterWithJanitor(task.janitorId);
      } catch (error) {
        log(`cleanup: ${task.label} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });
  return queue;
}

process.on("exit", () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
});

/**
 * On Ctrl-C or SIGTERM, and on an uncaught error: clean up once, then exit (130 for a
 * signal, 1 for an error). Repeats of the signal within 3 s are ignored (Ctrl-C reaches both
 * tsx and this process, and tsx may relay it again); a later one exits at once.
 */
export function cleanUpOnExit(log: (line: string) => void): void {
  let since = 0;
  const stop = (reason: string, code: number) => {
    if (aborting) {
      if (code === 130 && Date.now() - since > 3_000) process.exit(130);
      return;
    }
    aborting = true;
    since = Date.now();
    log(`\n${reason}: stopping and cleaning up…`);
    void runCleanup(log).finally(() => process.exit(code));
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stop(signal, 130));
  for (const event of ["uncaughtException", "unhandledRejection"] as const) {
    process.on(event, (error: unknown) =>
      stop(`${event}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, 1),
    );
  }
}
