/**
 * The backstop for cleanup: a detached process (its own process group, so Ctrl-C does not
 * reach it) that learns from the benchmark, over stdin, what it created. When stdin closes —
 * the benchmark finished, crashed, or was killed outright (tsx SIGKILLs a child that is slow
 * to acknowledge a signal) — it removes whatever is still registered: processes, then
 * databases, then folders. Run by Node 24 directly (type stripping); started by cleanup.ts.
 *
 * Protocol: one JSON object per line, {"op":"add","id":N,"resource":…} or {"op":"remove","id":N}.
 */
import { rm } from "node:fs/promises";
import pg from "pg";

export type Resource =
  | { kind: "process"; pid: number; label: string }
  | { kind: "database"; name: string; adminUrl: string }
  | { kind: "directory"; path: string };

const resources = new Map<number, Resource>();
let buffer = "";

process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk: string) => {
  buffer += chunk;
  let newline: number;
  while ((newline = buffer.indexOf("\n")) !== -1) {
    const line = buffer.slice(0, newline);
    buffer = buffer.slice(newline + 1);
    try {
      const message = JSON.parse(line) as { op: "add"; id: number; resource: Resource } | { op: "remove"; id: number };
      if (message.op === "add") resources.set(message.id, message.resource);
      else resources.delete(message.id);
    } catch {
      // A torn last line from a dying parent: ignore.
    }
  }
});
process.stdin.on("close", () => void sweep().finally(() => process.exit(0)));
// Ctrl-C in the terminal must not stop the janitor before the benchmark is gone.
for (const signal of ["SIGINT", "SIGHUP"] as const) process.on(signal, () => {});

function say(line: string) {
  try {
    process.stderr.write(`bench janitor: ${line}\n`);
  } catch {
    // The terminal may be gone.
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function sweep() {
  const left = [...resources.values()];
  for (const resource of left.filter((r): r is Extract<Resource, { kind: "process" }> => r.kind === "process")) {
    if (!alive(resource.pid)) continue;
    say(`stopping ${resource.label} (pid ${resource.pid})`);
    process.kill(resource.pid, "SIGTERM");
    const deadline = Date.now() + 10_000;
    while (alive(resource.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (alive(resource.pid)) process.kill(resource.pid, "SIGKILL");
  }
  for (const resource of left.filter((r): r is Extract<Resource, { kind: "database" }> => r.kind === "database")) {
    say(`dropping database ${resource.name}`);
    const client = new pg.Client({ connectionString: resource.adminUrl });
    try {
      await client.connect();
      await client.query(`drop database if exists "${resource.name}" with (force)`);
    } catch (error) {
      say(`could not drop ${resource.name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  for (const resource of left.filter((r): r is Extract<Resource, { kind: "directory" }> => r.kind === "directory")) {
    say(`removing ${resource.path}`);
    await rm(resource.path, { recursive: true, force: true }).catch(() => {});
  }
}
