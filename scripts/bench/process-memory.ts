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
