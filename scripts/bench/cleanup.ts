/**
 * Everything a benchmark run creates (databases, data folders, child processes) registers
 * how to undo itself here. `runCleanup()` undoes it newest first, on success, on failure
 * and on Ctrl-C; child processes are also killed synchronously if Node exits regardless.
 */
import type { ChildProcess } from "node:child_process";

type Task = { label: string; undo: () => Promise<void> | void };

const tasks: Task[] = [];
const children = new Set<ChildProcess>();

/** Registers an undo step; returns a function that runs it early (and only once). */
export function onCleanup(label: string, undo: Task["undo"]): () => Promise<void> {
  const task: Task = { label, undo };
  tasks.push(task);
  return async () => {
    const index = tasks.indexOf(task);
    if (index === -1) return;
    tasks.splice(index, 1);
    await undo();
  };
}

/** Tracks a child so that it is killed even when the run dies without cleaning up. */
export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once("exit", () => children.delete(child));
}

export async function runCleanup(log: (line: string) => void): Promise<void> {
  while (tasks.length) {
    const task = tasks.pop()!;
    try {
      await task.undo();
    } catch (error) {
      log(`cleanup: ${task.label} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

process.on("exit", () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
});

/** On Ctrl-C or SIGTERM: clean up once, then exit 130 (a second signal exits at once). */
export function cleanUpOnSignals(log: (line: string) => void): void {
  let interrupted = false;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (interrupted) process.exit(130);
      interrupted = true;
      log(`\n${signal}: stopping and cleaning up…`);
      void runCleanup(log).finally(() => process.exit(130));
    });
  }
}
