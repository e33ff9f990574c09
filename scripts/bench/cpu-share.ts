/**
 * How much of the machine's CPU went to something other than the benchmark while it
 * measured: these machines are shared with builds and browser tests, which skew results.
 * "Ours" = this process, its descendants (shop and its workers, baseline) and PostgreSQL's
 * processes. Linux only; elsewhere the share is null.
 */
import { readdirSync, readFileSync } from "node:fs";
import { childPids } from "./cleanup";

type Snapshot = { total: number; idle: number; ours: number };

function statOf(pid: number | string): { ticks: number; comm: string; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const fields = stat.slice(close + 2).split(" ");
    // After "pid (comm) ": the parent pid is field 1, utime and stime 11 and 12 (0-based).
    return { ticks: Number(fields[11]) + Number(fields[12]), comm, parent: Number(fields[1]) };
  } catch {
    return null;
  }
}

function snapshot(): Snapshot | null {
  try {
    const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number) as number[];
    const total = user! + nice! + system! + idle! + iowait! + irq! + softirq! + (steal ?? 0);
    const stats = new Map<number, NonNullable<ReturnType<typeof statOf>>>();
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const info = statOf(entry);
      if (info) stats.set(Number(entry), info);
    }
    // Ours: this process, every process below it (a shop's cluster workers too), PostgreSQL.
    const mine = new Set<number>([process.pid, ...childPids()]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [pid, info] of stats) {
        if (!mine.has(pid) && mine.has(info.parent)) {
          mine.add(pid);
          grew = true;
        }
      }
    }
    let ours = 0;
    for (const [pid, info] of stats) if (mine.has(pid) || info.comm === "postgres") ours += info.ticks;
    return { total, idle: idle! + iowait!, ours };
  } catch {
    return null;
  }
}

/** Call before a measurement; call the result after it to get the others' share (0–1). */
export function startCpuWatch(): () => number | null {
  const before = snapshot();
  return () => {
    const after = snapshot();
    if (!before || !after || after.total <= before.total) return null;
    const busy = after.total - after.idle - (before.total - before.idle);
    const others = busy - (after.ours - before.ours);
    return Math.max(0, Math.min(1, others / (after.total - before.total)));
  };
}

/**
 * Waits (up to `maxSec`) until other processes use less than `threshold` of the CPU over a
 * 2-second window, so that a measurement does not start in the middle of someone's build.
 * Returns the seconds waited; null when the machine did not quiet down in time.
 */
export async function waitForQuiet(maxSec: number, threshold: number, log: (line: string) => void): Promise<number | null> {
  const started = Date.now();
  let told = false;
  while (true) {
    const others = startCpuWatch();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const share = others();
    if (share === null || share < threshold) return (Date.now() - started) / 1000;
    if (Date.now() - started >= maxSec * 1000) {
      log(`    the machine stayed busy (other processes at ${Math.round(share * 100)} %); measuring anyway`);
      return null;
    }
    if (!told) {
      log(`    waiting for the machine to quiet down (other processes at ${Math.round(share * 100)} % of the CPU)…`);
      told = true;
    }
  }
}
