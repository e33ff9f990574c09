/** Small operating-system helpers shared by the benchmark and the test support code. */
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

/** A port that was free a moment ago (the caller's server takes it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a process with this id still runs (EPERM: it does, as another user's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export type ProcessStat = { pid: number; comm: string; parent: number; cpuTicks: number };

/**
 * A /proc `stat` file (a process's or a thread's), or null when it is gone (or not Linux): the
 * command name, and the fields after it, counted from 0 (the state is field 0).
 */
function readStat(file: string): { comm: string; fields: string[] } | null {
  try {
    const stat = readFileSync(file, "utf8");
    // The command name is in parentheses and may hold spaces: split after the last ")".
    const close = stat.lastIndexOf(")");
    return { comm: stat.slice(stat.indexOf("(") + 1, close), fields: stat.slice(close + 2).split(" ") };
  } catch {
    return null;
  }
}

/** One process as Linux's /proc/<pid>/stat shows it, or null when it is gone (or not Linux). */
function processStat(pid: number): ProcessStat | null {
  const stat = readStat(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The parent pid is field 1, utime and stime are 11 and 12.
  const { comm, fields } = stat;
  return { pid, comm, parent: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
}

/** Every process on the machine (Linux; elsewhere none). */
export function allProcesses(): ProcessStat[] {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    const stat = processStat(Number(entry));
    return stat ? [stat] : [];
  });
}

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  return allProcesses().flatMap((stat) => (stat.parent === pid ? [stat.pid] : []));
}

/** The processes started under `pid`, however deep. */
export function descendantsOf(pid: number): number[] {
  const processes = allProcesses();
  const found: number[] = [];
  for (let parents = [pid]; parents.length; ) {
    const children = processes.filter((stat) => parents.includes(stat.parent)).map((stat) => stat.pid);
    found.push(...children);
    parents = children;
  }
  return found;
}

export type ThreadStat = { id: number; name: string; niceness: number };

/** The threads of a process with their names and nice values (Linux; elsewhere none). */
export function threadsOf(pid: number): ThreadStat[] {
  let ids: string[];
  try {
    ids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return ids.flatMap((id) => {
    const stat = readStat(`/proc/${pid}/task/${id}/stat`);
    // The nice value is field 16 (field 19 of proc(5)). No stat: the thread has ended.
    return stat ? [{ id: Number(id), name: stat.comm, niceness: Number(stat.fields[16]) }] : [];
  });
}
