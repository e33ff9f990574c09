/**
 * Memory for a shop on a 1 GB server (issue 15, decision 022): the shop's resident memory
 * (RSS) right after start, after its first pages, and under listing load over many distinct
 * URLs — signed in (the data cache fills) and then anonymous (the page cache fills too) —
 * sampled every 100 ms for the peak, on each engine. The shop runs with the Node flags of
 * `npm run serve`, read from package.json, so the figures are those of the shipped command.
 */
import type { Request } from "autocannon";
import { processCpuMs, processMemory } from "../process-memory";
import { medianOf } from "../../lib/median";
import { freePort } from "../../lib/os";
import { onCleanup } from "../cleanup";
import { baseEnv, datasetEnv, type Dataset, type Engine } from "../datasets";
import { NODE, ROOT, startChild, waitForOk } from "../processes";
import { serveFlags } from "../serve-flags";
import { checkLines, format, table, type Check } from "../report";
import type { BenchContext, Scenario } from "../scenario";

const PRODUCTS = 10_000;
/** Listing pages of 48 on 10,000 products, each in four orders: 800 distinct URLs. */
const PAGES = 200;
const SORTS = ["", "&sort=price-asc", "&sort=price-desc", "&sort=newest"];
const URLS = PAGES * SORTS.length;
/** Timed rounds at most per load, until every URL was asked for once (2 minutes with --quick). */
const MAX_ROUNDS = 24;
/** The targets, MB of RSS. */
const TARGETS: Record<Engine, { start: number; peak: number }> = {
  postgres: { start: 150, peak: 250 },
  pglite: { start: 300, peak: 400 },
};
/**
 * Node sizes V8's heap from the machine's (or container's) memory: on 1 GB, ~256 MB of old
 * space, and the heap then grows little between collections. On a bigger bench machine the
 * same limit is set by hand, so the targets are checked as a 1 GB server would run the shop.
 */
const MODES = [
  { label: "this machine's heap size", nodeOptions: "" },
  { label: "as on a 1 GB server", nodeOptions: "--max-old-space-size=256" },
] as const;
/**
 * Runs in the mode the targets are checked in. The peak moves by ±20 MB from run to run of one
 * build, and with the host's speed (a faster host serves more requests between two collections):
 * the targets are checked on the median of three, as Lighthouse's scores are.
 */
const TARGET_RUNS = 3;
/** A session cookie that is no session: the page cache never serves it, the data cache does. */
const SIGNED_IN = { cookie: "shop.session_token=bench-memory" };

type Memory = { rss: number; hwm: number };
type EngineResult = {
  engine: Engine;
  mode: (typeof MODES)[number]["label"];
  /** Which of the mode's runs, from 1. */
  run: number;
  start: Memory;
  firstPages: Memory;
  afterSignedIn: Memory;
  afterAnonymous: Memory;
  /** Highest RSS sampled while the load ran. */
  peakUnderLoad: number;
  reqPerSec: { signedIn: number; anonymous: number };
  cpuMsPerRequest: number;
};

function readStatus(pid: number): Memory & { cpuMs: number } {
  const { rssMb, peakMb } = processMemory(pid);
  const cpuMs = processCpuMs(pid);
  if (cpuMs === null) throw new Error(`the shop (pid ${pid}) is gone`);
  return { rss: rssMb, hwm: peakMb, cpuMs };
}

/** Distinct listing URLs, one per request, round and round. */
function distinctListings(headers: Record<string, string>): Request[] {
  let next = 0;
  return [
    {
      method: "GET",
      headers,
      setupRequest: (request) => {
        const index = next++;
        return { ...request, path: `/products?page=${(index % PAGES) + 1}${SORTS[Math.floor(index / PAGES) % SORTS.length]}` };
      },
    },
  ];
}

/**
 * The load, timed, and then again until every one of the URLS was asked for: on a busy
 * machine one timed round serves a fraction of them, and the caches would be measured half
 * full. Requests per second are the first round's.
 */
async function loadEveryUrl(context: BenchContext, label: string, url: string, headers: Record<string, string>) {
  const requests = distinctListings(headers);
  const first = await context.load(label, { url, warmupSec: 0, requests });
  let total = first.requests;
  for (let round = 2; total < URLS && round <= MAX_ROUNDS; round++) {
    total += (await context.load(`${label}, round ${round} (${total} of ${URLS} URLs asked so far)`, { url, warmupSec: 0, requests })).requests;
  }
  return { reqPerSec: first.reqPerSec, requests: total };
}

async function measureEngine(context: BenchContext, dataset: Dataset, flags: string[], mode: (typeof MODES)[number], run: number): Promise<EngineResult> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startChild(NODE, [...flags, "server.js"], {
    env: { ...baseEnv(), NODE_ENV: "production", LOG_LEVEL: "warn", SEED_DEMO: "false", PORT: String(port), HOST: "127.0.0.1", BASE_URL: url, ...datasetEnv(dataset), NODE_OPTIONS: mode.nodeOptions },
  });
  const stop = onCleanup(`stop the shop on ${url}`, () => child.stop());
  try {
    await waitForOk(`${url}/healthz`, child, 120_000);
    const pid = child.process.pid!;
    context.shopLabels.set(pid, `${dataset.engine}, memory`);
    context.log(`  memory: shop ${pid} on ${dataset.engine} with ${[...flags, mode.nodeOptions].join(" ")} (${mode.label}, run ${run})`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const start = readStatus(pid);
    for (const headers of [{}, SIGNED_IN]) await (await fetch(`${url}/products`, { headers })).arrayBuffer();
    const firstPages = readStatus(pid);
    let peakUnderLoad = 0;
    const sampler = setInterval(() => (peakUnderLoad = Math.max(peakUnderLoad, readStatus(pid).rss)), 100);
    try {
      const signedIn = await loadEveryUrl(context, `memory, ${dataset.engine}, ${mode.label}: signed-in listing over ${URLS} URLs`, url, SIGNED_IN);
      const afterSignedIn = readStatus(pid);
      const anonymous = await loadEveryUrl(context, `memory, ${dataset.engine}, ${mode.label}: anonymous listing over ${URLS} URLs`, url, {});
      const afterAnonymous = readStatus(pid);
      const requests = signedIn.requests + anonymous.requests;
      return {
        engine: dataset.engine,
        mode: mode.label,
        run,
        start,
        firstPages,
        afterSignedIn,
        afterAnonymous,
        peakUnderLoad: Math.max(peakUnderLoad, afterAnonymous.rss),
        reqPerSec: { signedIn: signedIn.reqPerSec, anonymous: anonymous.reqPerSec },
        cpuMsPerRequest: requests ? (afterAnonymous.cpuMs - firstPages.cpuMs) / requests : 0,
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await stop();
  }
}

export const memory: Scenario = {
  id: "memory",
  title: "Memory (RSS) at start, under listing load and at its peak",
  async run(context) {
    const flags = serveFlags(ROOT);
    const title = `## Memory: RSS at start and under listing load, ${PRODUCTS.toLocaleString("en-US")} products`;
    const results: EngineResult[] = [];
    for (const engine of context.options.engines) {
      const dataset = await context.datasets.get(engine, PRODUCTS);
      for (const mode of MODES) {
        const runs = mode === MODES[1] ? TARGET_RUNS : 1;
        for (let run = 1; run <= runs; run++) results.push(await measureEngine(context, dataset, flags, mode, run));
      }
    }
    const mb = (value: number) => format.rate(value);
    const checks: Check[] = context.options.engines.flatMap((engine) => {
      const runs = results.filter((r) => r.engine === engine && r.mode === MODES[1].label);
      const starts = runs.map((r) => r.start.rss);
      const peaks = runs.map((r) => Math.max(r.peakUnderLoad, r.start.hwm));
      const each = (values: number[]) => `median of ${values.map(mb).join(", ")} MB`;
      return [
        { name: `Memory, ${engine}, ${MODES[1].label}: RSS after start ≤ ${TARGETS[engine].start} MB`, pass: medianOf(starts) <= TARGETS[engine].start, detail: `${mb(medianOf(starts))} MB (${each(starts)})` },
        {
          name: `Memory, ${engine}, ${MODES[1].label}: peak RSS (start and listing load) ≤ ${TARGETS[engine].peak} MB`,
          pass: medianOf(peaks) <= TARGETS[engine].peak,
          detail: `${mb(medianOf(peaks))} MB (${each(peaks)}; CPU ms/request ${runs.map((r) => r.cpuMsPerRequest.toFixed(1)).join(", ")})`,
        },
      ];
    });
    const markdown = [
      title,
      "",
      table(
        ["Engine", "V8 heap", "run", "after start", "peak during start", "after first pages", "after signed-in load", "after anonymous load", "peak under load", "signed-in req/s", "anonymous req/s", "CPU ms/request"],
        results.map((r) => [
          r.engine,
          r.mode,
          String(r.run),
          mb(r.start.rss),
          mb(r.start.hwm),
          mb(r.firstPages.rss),
          mb(r.afterSignedIn.rss),
          mb(r.afterAnonymous.rss),
          mb(r.peakUnderLoad),
          format.rate(r.reqPerSec.signedIn),
          format.rate(r.reqPerSec.anonymous),
          r.cpuMsPerRequest.toFixed(1),
        ]),
        [false, false, true, true, true, true, true, true, true, true, true, true],
      ),
      "",
      `RSS in MB (/proc/<pid>/status), the shop started as \`node ${flags.join(" ")} server.js\` (package.json's serve script). ` +
        `Load: ${context.options.durationSec} s × ${context.options.connections} connections of \`/products?page=1…${PAGES}\` in ${SORTS.length} orders ` +
        `(repeated until each of the ${URLS} URLs was asked for, so a busy machine still fills the caches; req/s: the first ${context.options.durationSec} s), ` +
        "first with a session cookie (served the shared page with the viewer spliced in, decision 023), then anonymous. CPU ms/request: the shop's CPU time over both loads divided by their requests " +
        "(less sensitive to other processes than req/s). " +
        `The targets are checked ${MODES[1].label} (\`NODE_OPTIONS=${MODES[1].nodeOptions}\`: the old space Node gives V8 on 1 GB of memory), ` +
        `on the median of ${TARGET_RUNS} runs (the peak moves with the host's speed); ` +
        "on a bigger machine V8 lets the heap grow further before collecting, for less CPU (decision 022).",
      "",
      checkLines(checks),
    ].join("\n");
    return { markdown, checks, raw: { flags, results } };
  },
};
