import { readFileSync } from "node:fs";

/**
 * A process's resident memory now and at its highest, in MB, from Linux's /proc/<pid>/status
 * (VmRSS, VmHWM); zeros once the process is gone (a worker replaced during a soak).
 */
export function processMemory(pid: number): { rssMb: number; peakMb: number } {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return { rssMb: 0, peakMb: 0 };
  }
  const mb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: mb("VmRSS"), peakMb: mb("VmHWM") };
}

/** A process's CPU time so far (user + system), in ms, from /proc/<pid>/stat; null once it is gone. */
export function processCpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // utime and stime, fields 14 and 15, counted after the command name in parentheses; Linux's clock ticks are 10 ms.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
