/**
 * What a scenario is: a function that gets the shared context (options, datasets, a way to
 * start the shop and to measure a URL) and returns markdown, PASS/FAIL checks and raw data.
 * Add one by writing scenarios/<name>.ts and listing it in scenarios/index.ts.
 */
import { waitForQuiet } from "../lib/cpu-share";
import type { Datasets, Dataset, Engine } from "./datasets";
import { probe, runAutocannon, type LoadOptions, type Measurement, type Probe } from "./load";
import type { ProfileWindow } from "./profile-summary";
import type { Check } from "./report";
import { startShop, type Shop, type StartShopOptions } from "./shop";

export type BenchOptions = {
  only: string[] | null;
  engines: Engine[];
  durationSec: number;
  /** True when neither --duration nor --quick was given: a scenario may use its own default. */
  durationIsDefault: boolean;
  warmupSec: number;
  connections: number;
  /** Longest wait for other processes to quiet down before each target (0 = none). */
  quietWaitSec: number;
  /** Folder for V8 CPU profiles of the shop servers, or null. */
  cpuProfileDir: string | null;
  /** Length of the soak scenario, in minutes. */
  soakMinutes: number;
};

export type BenchContext = {
  options: BenchOptions;
  datasets: Datasets;
  /** Progress for the person watching (stderr); results go in the report. */
  log: (line: string) => void;
  startShop: (dataset: Dataset, extra?: Omit<StartShopOptions, "dataset" | "log" | "cpuProfileDir" | "appDir">) => Promise<Shop>;
  /**
   * Loads a URL with the run's connections, warm-up and duration (each overridable), logs the
   * result and records its window for the CPU profiles. For any request mix: POSTs, sequences
   * with `requests`, a custom `connections` (e.g. 50 concurrent customers).
   */
  load: (label: string, load: Partial<LoadOptions> & { url: string }) => Promise<Measurement>;
  /** A plain GET target: probes the URL once (must answer 2xx; gives the body size), then `load`. */
  measure: (label: string, load: Partial<LoadOptions> & { url: string }) => Promise<Target>;
  /** pid → "postgres, 10,000 products": names the CPU profiles. */
  shopLabels: Map<number, string>;
  /** Every measured run, to cut the CPU profiles into targets. */
  windows: ProfileWindow[];
};

/** Above this share of the CPU taken by other processes, a measurement is flagged as noisy. */
const NOISY = 0.1;

/** One measured URL: its response as a client sees it, and the load result. */
export type Target = { label: string; probe: Probe; result: Measurement };

export type ScenarioReport = {
  /** Markdown: a heading, tables and notes. */
  markdown: string;
  checks: Check[];
  raw: unknown;
};

export type Scenario = {
  id: string;
  title: string;
  run: (context: BenchContext) => Promise<ScenarioReport>;
};

export function createContext(
  options: BenchOptions,
  datasets: Datasets,
  appDir: string,
  log: (line: string) => void,
): BenchContext {
  const shopLabels = new Map<number, string>();
  const windows: ProfileWindow[] = [];
  const load: BenchContext["load"] = async (label, overrides) => {
    const settings: LoadOptions = {
      connections: options.connections,
      durationSec: options.durationSec,
      warmupSec: options.warmupSec,
      ...overrides,
    };
    log(`  ${label}: ${settings.warmupSec} s warm-up + ${settings.durationSec} s × ${settings.connections} connections`);
    if (options.quietWaitSec > 0) await waitForQuiet(options.quietWaitSec, NOISY, log);
    const result = await runAutocannon(settings);
    windows.push({ label, ...result.window });
    log(
      `    ${Math.round(result.reqPerSec)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms` +
        (result.serverCpuMsPerRequest !== null ? `, server CPU ${result.serverCpuMsPerRequest.toFixed(3)} ms/request` : "") +
        (result.non2xx + result.errors
          ? `, ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`
          : "") +
        (result.othersCpuShare !== null && result.othersCpuShare >= NOISY
          ? ` — other processes used ${Math.round(result.othersCpuShare * 100)} % of the CPU`
          : ""),
    );
    return result;
  };
  return {
    options,
    datasets,
    log,
    shopLabels,
    windows,
    startShop: async (dataset, extra = {}) => {
      const shop = await startShop({ dataset, ...extra, appDir, log, cpuProfileDir: options.cpuProfileDir ?? undefined });
      shopLabels.set(shop.pid, `${dataset.engine}, ${dataset.products.toLocaleString("en-US")} products`);
      return shop;
    },
    load,
    measure: async (label, overrides) => {
      const first = await probe(overrides.url);
      if (first.status < 200 || first.status >= 300) {
        throw new Error(`${label}: GET ${overrides.url} answered ${first.status}, not 2xx`);
      }
      return { label, probe: first, result: await load(label, overrides) };
    },
  };
}

/**
 * Notes for a scenario's report: how much CPU other processes took during its measurements,
 * and what went wrong where requests failed (status codes, the first client errors).
 */
export function measurementNotes(targets: { label: string; result: Measurement }[]): string[] {
  const notes: string[] = [];
  const shares = targets.flatMap((target) => (target.result.othersCpuShare === null ? [] : [target.result.othersCpuShare]));
  if (shares.length) {
    const worst = Math.max(...shares);
    const text = `Other processes used ${Math.round(Math.min(...shares) * 100)}–${Math.round(worst * 100)} % of the machine's CPU during these measurements`;
    notes.push(worst >= NOISY ? `- ⚠ ${text}: the numbers are depressed and noisy.` : `- ${text}.`);
  }
  for (const { label, result } of targets) {
    const statuses = Object.entries(result.statusCodes).filter(([code]) => !code.startsWith("2"));
    if (!statuses.length && !result.errorSamples.length) continue;
    const parts = [
      ...statuses.map(([code, count]) => `${count} × HTTP ${code}`),
      ...result.errorSamples.map((message) => `“${message}”`),
    ];
    notes.push(`- ${label}: ${parts.join(", ")}`);
  }
  return notes;
}

/** Non-2xx answers plus client errors (autocannon counts a timeout as an error too). */
export function failures(target: Target): number {
  return target.result.non2xx + target.result.errors;
}

/** Share of the CPU that other processes took during the measurement: "12 %", or "–". */
export function othersCell(target: Target): string {
  const share = target.result.othersCpuShare;
  return share === null ? "–" : `${Math.round(share * 100)} %`;
}

/** "0", "3", "3 (2 timeouts)" */
export function errorCell(target: Target): string {
  const { errors, timeouts } = target.result;
  return timeouts ? `${errors} (${timeouts} timeouts)` : String(errors);
}
