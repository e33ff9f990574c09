/** Markdown tables, the report header (machine, versions, settings), and the result files. */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { adminDatabaseUrl } from "./datasets";
import { ROOT } from "./processes";

export type Check = { name: string; pass: boolean | "skip"; detail: string };

export function table(headers: string[], rows: (string | number)[][], alignRight: boolean[] = []): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(3, ...cells.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (alignRight[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(" | ")} |`;
  const rule = `|${widths.map((width, i) => (alignRight[i] ? `${"-".repeat(width + 1)}:` : "-".repeat(width + 2))).join("|")}|`;
  return [line(headers), rule, ...cells.slice(1).map(line)].join("\n");
}

export const format = {
  rate: (value: number) => Math.round(value).toLocaleString("en-US"),
  ms: (value: number) => (value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, "")),
  bytes: (value: number) =>
    value >= 1024 * 1024
      ? `${(value / 1024 / 1024).toFixed(1)} MiB`
      : value >= 1024
        ? `${(value / 1024).toFixed(1)} KiB`
        : `${value} B`,
  ratio: (value: number) => `${value.toFixed(2)}×`,
  percent: (value: number) => `${(value * 100).toFixed(value < 0.1 ? 1 : 0)} %`,
  /** A server's CPU time per request: "0.214", or "–" where it was not measured. */
  cpuMs: (msPerRequest: number | null) => (msPerRequest === null ? "–" : msPerRequest.toFixed(3)),
};

export function checkLines(checks: Check[]): string {
  return checks
    .map(({ name, pass, detail }) => `- ${pass === "skip" ? "SKIP" : pass ? "PASS" : "FAIL"} ${name}: ${detail}`)
    .join("\n");
}

export type Environment = {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  loadAverage: number[];
  node: string;
  postgres: string;
  autocannon: string;
  commit: string | null;
};

export async function describeEnvironment(): Promise<Environment> {
  const autocannonPackage = JSON.parse(
    readFileSync(path.join(ROOT, "node_modules/autocannon/package.json"), "utf8"),
  ) as { version: string };
  return {
    date: new Date().toISOString(),
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    node: process.version,
    postgres: await postgresVersion(),
    autocannon: autocannonPackage.version,
    commit: currentCommit(),
  };
}

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>("show server_version");
    return rows[0]?.server_version ?? "unknown";
  } catch {
    return "unreachable";
  } finally {
    await client.end().catch(() => {});
  }
}

/** Reads the checked-out commit from .git without running git (best effort). */
function currentCommit(): string | null {
  try {
    const gitDir = path.join(ROOT, ".git");
    const head = readFileSync(path.join(gitDir, "HEAD"), "utf8").trim();
    if (!head.startsWith("ref: ")) return head.slice(0, 12);
    const ref = head.slice(5);
    const loose = path.join(gitDir, ref);
    if (existsSync(loose)) return readFileSync(loose, "utf8").trim().slice(0, 12);
    const packed = readFileSync(path.join(gitDir, "packed-refs"), "utf8");
    const line = packed.split("\n").find((entry) => entry.endsWith(` ${ref}`));
    return line ? line.slice(0, 12) : null;
  } catch {
    return null;
  }
}

export function header(environment: Environment, settings: string): string {
  const { date, cpus, cpuModel, memoryGiB, loadAverage, node, postgres, autocannon, commit } = environment;
  return [
    `# Shop benchmark — ${date.slice(0, 16).replace("T", " ")} UTC`,
    "",
    `- Machine: ${cpus} CPUs (${cpuModel}), ${memoryGiB} GiB; load average at start ${loadAverage.join(" / ")}`,
    `- Node ${node}, PostgreSQL ${postgres}, autocannon ${autocannon}${commit ? `, commit ${commit}` : ""}`,
    `- ${settings}`,
  ].join("\n");
}

/** Writes bench-results/<timestamp>.md and .json; returns their paths. */
export async function writeResults(markdown: string, raw: unknown, date: string): Promise<string[]> {
  const folder = path.join(ROOT, "bench-results");
  await mkdir(folder, { recursive: true });
  const stamp = date.replace(/[:.]/g, "-").replace(/-\d{3}Z$/, "Z");
  const files = [path.join(folder, `${stamp}.md`), path.join(folder, `${stamp}.json`)];
  await writeFile(files[0]!, `${markdown}\n`);
  await writeFile(files[1]!, `${JSON.stringify(raw, null, 2)}\n`);
  return files.map((file) => path.relative(ROOT, file));
}
