/**
 * What a scenario is: a function that gets the shared context (options, datasets, a way to
 * start the shop and to measure a URL) and returns markdown, PASS/FAIL checks and raw data.
 * Add one by writing scenarios/<name>.ts and listing it in scenarios/index.ts.
 */
import type { Datasets, Dataset, Engine } from "./datasets";
import { runAutocannon, probe, type LoadOptions, type Measurement, type Probe } from "./load";
import type { Check } from "./report";
import { startShop, type Shop, type StartShopOptions } from "./shop";

export type BenchOptions = {
  only: string[] | null;
  engines: Engine[];
  durationSec: number;
  warmupSec: number;
  connections: number;
  /** Folder for V8 CPU profiles of the shop servers, or null. */
  cpuProfileDir: string | null;
};

export type BenchContext = {
  options: BenchOptions;
  datasets: Datasets;
  /** Progress for the person watching (stderr); results go in the report. */
  log: (line: string) => void;
  startShop: (dataset: Dataset, extra?: Omit<StartShopOptions, "dataset" | "log" | "cpuProfileDir">) => Promise<Shop>;
  /** Probes the URL once, then loads it with the run's connections, warm-up and duration. */
  measure: (label: string, load: Partial<LoadOptions> & { url: string }) => Promise<Target>;
  /** pid → "postgres, 10,000 products": names the CPU profiles. */
  shopLabels: Map<number, string>;
};

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

export function createContext(options: BenchOptions, datasets: Datasets, log: (line: string) => void): BenchContext {
  const shopLabels = new Map<number, string>();
  return {
    options,
    datasets,
    log,
    shopLabels,
    startShop: async (dataset, extra = {}) => {
      const shop = await startShop({ dataset, ...extra, log, cpuProfileDir: options.cpuProfileDir ?? undefined });
      shopLabels.set(shop.pid, `${dataset.engine}, ${dataset.products.toLocaleString("en-US")} products`);
      return shop;
    },
    measure: async (label, load) => {
      const first = await probe(load.url);
      if (first.status < 200 || first.status >= 300) {
        throw new Error(`${label}: GET ${load.url} answered ${first.status}, not 2xx`);
      }
      const settings: LoadOptions = {
        connections: options.connections,
        durationSec: options.durationSec,
        warmupSec: options.warmupSec,
        ...load,
      };
      log(`  ${label}: ${settings.warmupSec} s warm-up + ${settings.durationSec} s × ${settings.connections} connections`);
      const result = await runAutocannon(settings);
      log(
        `    ${Math.round(result.reqPerSec)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms` +
          (result.non2xx + result.errors
            ? `, ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`
            : ""),
      );
      return { label, probe: first, result };
    },
  };
}

/** Non-2xx answers plus client errors (autocannon counts a timeout as an error too). */
export function failures(target: Target): number {
  return target.result.non2xx + target.result.errors;
}

/** "0", "3", "3 (2 timeouts)" */
export function errorCell(target: Target): string {
  const { errors, timeouts } = target.result;
  return timeouts ? `${errors} (${timeouts} timeouts)` : String(errors);
}
