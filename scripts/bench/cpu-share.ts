/**
 * How much of the machine's CPU went to something other than the benchmark while it
 * measured: these machines are shared with builds and browser tests, which skew results.
 * "Ours" = this process, its descendants (shop and its workers, baseline) and PostgreSQL's
 * processes. Linux only; elsewhere the share is null.
 */
import { readFileSync } from "node:fs";
import { allProcesses } from "../lib/os";

type Snapshot = { total: number; idle: number; ours: number };

function snapshot(): Snapshot | null {
  try {
    const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number) as number[];
    const total = user! + nice! + system! + idle! + iowait! + irq! + softirq! + (steal ?? 0);
    const processes = allProcesses();
    // Ours: this process and every process below it (shop, its cluster workers, baseline), and PostgreSQL.
    const mine = new Set<number>([process.pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const { pid, parent } of processes) {
        if (!mine.has(pid) && mine.has(parent)) {
          mine.add(pid);
          grew = true;
        }
      }
    }
    let ours = 0;
    for (const { pid, comm, cpuTicks } of processes) if (mine.has(pid) || comm === "postgres") ours += cpuTicks;
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
