/**
 * How much of the machine's CPU went to something other than a measurement (the benchmark,
 * Lighthouse) while it measured: these machines are shared with builds and browser tests,
 * which skew results. "Ours" = this process, its descendants (shop and its workers, baseline,
 * Chromium) and, where the measurement uses it, PostgreSQL's processes. Linux only; elsewhere
 * the share is null.
 */
import { readFileSync } from "node:fs";
import { allProcesses } from "./os";

/** The machine's CPU time so far (all cores, in ticks), and each process's, marked ours or not. */
export type Snapshot = { total: number; processes: Map<number, { ticks: number; ours: boolean }> };

function snapshot(postgresIsOurs: boolean): Snapshot | null {
  try {
    const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
    const total = values.slice(0, 8).map(Number).reduce((sum, ticks) => sum + (Number.isFinite(ticks) ? ticks : 0), 0);
    const list = allProcesses();
    // Ours: this process and every process below it (shop, its cluster workers, baseline, Chromium).
    const mine = new Set<number>([process.pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const { pid, parent } of list) {
        if (!mine.has(pid) && mine.has(parent)) {
          mine.add(pid);
          grew = true;
        }
      }
    }
    const processes = new Map<number, { ticks: number; ours: boolean }>();
    for (const { pid, comm, cpuTicks } of list) processes.set(pid, { ticks: cpuTicks, ours: mine.has(pid) || (postgresIsOurs && comm === "postgres") });
    return { total, processes };
  } catch {
    return null;
  }
}

/**
 * Call before a measurement; call the result after it to get the others' share (0–1).
 * `postgresIsOurs: false` for a measurement that does not use the machine's PostgreSQL (its
 * autovacuum after a test run is then someone else's work).
 *
 * Counted process by process, as the CPU time gained by processes that were not ours at
 * either end: subtracting ours from the machine's busy time instead counted every process of
 * ours that ended meanwhile (a Chromium helper; all of Chromium when it is closed before the
 * reading) as someone else's. A process of someone else's that came and went between the two
 * readings is missed, so the share errs low, never high.
 */
export function startCpuWatch({ postgresIsOurs = true } = {}): () => number | null {
  const before = snapshot(postgresIsOurs);
  return () => {
    const after = snapshot(postgresIsOurs);
    return before && after ? othersShare(before, after) : null;
  };
}

/** The share of the machine's CPU time between two snapshots gained by processes not ours. */
export function othersShare(before: Snapshot, after: Snapshot): number | null {
  if (after.total <= before.total) return null;
  let others = 0;
  for (const [pid, now] of after.processes) {
    const then = before.processes.get(pid);
    if (now.ours || then?.ours) continue;
    others += Math.max(0, now.ticks - (then?.ticks ?? 0));
  }
  return Math.min(1, others / (after.total - before.total));
}

/**
 * Waits (up to `maxSec`) until other processes use less than `threshold` of the CPU over a
 * 2-second window, so that a measurement does not start in the middle of someone's build.
 * Returns the seconds waited; null when the machine did not quiet down in time.
 */
export async function waitForQuiet(
  maxSec: number,
  threshold: number,
  log: (line: string) => void,
  { postgresIsOurs = true } = {},
): Promise<number | null> {
  const started = Date.now();
  let told = false;
  while (true) {
    const others = startCpuWatch({ postgresIsOurs });
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
