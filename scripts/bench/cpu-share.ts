/**
 * How much of the machine's CPU went to something other than the benchmark while it
 * measured: these machines are shared with builds and browser tests, which skew results.
 * "Ours" = this process, its children (shop, baseline) and PostgreSQL's processes. Linux only;
 * elsewhere the share is null.
 */
import { readdirSync, readFileSync } from "node:fs";
import { childPids } from "./cleanup";

type Snapshot = { total: number; idle: number; ours: number };

function ticksOf(pid: number | string): { ticks: number; comm: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const fields = stat.slice(close + 2).split(" ");
    // utime and stime are fields 14 and 15 of the whole line; after "pid (comm) " they are 11 and 12 (0-based).
    return { ticks: Number(fields[11]) + Number(fields[12]), comm };
  } catch {
    return null;
  }
}

function snapshot(): Snapshot | null {
  try {
    const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number) as number[];
    const total = user! + nice! + system! + idle! + iowait! + irq! + softirq! + (steal ?? 0);
    let ours = 0;
    const counted = new Set<number>();
    for (const pid of [process.pid, ...childPids()]) {
      counted.add(pid);
      ours += ticksOf(pid)?.ticks ?? 0;
    }
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry) || counted.has(Number(entry))) continue;
      const info = ticksOf(entry);
      if (info?.comm === "postgres") ours += info.ticks;
    }
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
