/**
 * The main table: the catalogue's three read paths on 10,000 products, on each engine, each
 * next to bare `node:http` servers — one sending a body of the same size, one sending the
 * same bytes the shop sent (its header fields too) — once with the page cache as shipped
 * (what shoppers get) and once with it off (what rendering costs).
 */
import { captureResponse, startBaseline, startSameBytesBaseline, type Baseline, type CapturedResponse } from "../baseline";
import type { Engine } from "../datasets";
import { CACHE_MODES, cacheLabel, cacheProbeNote, confirmCacheMode, type CacheMode } from "../page-cache";
import { BROWSER_HEADERS } from "../load";
import { checkLines, format, table, type Check } from "../report";
import { firstProductId } from "../shop";
import { errorCell, failures, measurementNotes, othersCell, type BenchContext, type Scenario, type Target } from "../scenario";

const PRODUCTS = 10_000;
const TITLE = `Catalogue, ${PRODUCTS.toLocaleString("en-US")} products`;

type PathFor = (ids: { productId: string }) => string;
const TARGETS: { id: string; label: string; path: PathFor; headers?: Record<string, string> }[] = [
  { id: "html-listing", label: "HTML listing `/products`", path: () => "/products" },
  { id: "html-detail", label: "HTML detail `/products/<id>`", path: ({ productId }) => `/products/${productId}` },
  { id: "json-listing", label: "JSON `/api/products?limit=24`", path: () => "/api/products?limit=24" },
  // Compressed answers: no same-bytes baseline (decision 025).
  { id: "html-listing-browser", label: "HTML listing `/products`, a browser's Accept-Encoding", path: () => "/products", headers: BROWSER_HEADERS },
];

/**
 * Issue 15's targets on PostgreSQL. Uncached (every request rendered, `PAGE_CACHE_SECONDS=0`):
 * [target id, minimum req/s], p99 under P99_LIMIT_MS. Cached (as shipped): [target id, minimum
 * share of the bare node:http server sending the same bytes in the same run].
 */
const UNCACHED_GOALS: [string, number][] = [
  ["json-listing", 5000],
  ["html-listing", 500],
  ["html-detail", 1000],
];
const CACHED_SHARE_GOALS: [string, number][] = [
  ["json-listing", 0.6],
  ["html-listing", 0.7],
];
const P99_LIMIT_MS = 100;
/** Bodies within this fraction of each other share one baseline measurement. */
const SIZE_TOLERANCE = 0.05;

type EngineRun = {
  engine: Engine;
  /** The page cache of this run's server: as shipped, or PAGE_CACHE_SECONDS=0. */
  cache: CacheMode;
  seedSeconds: number;
  serverLogLines: number;
  /** `cache`: the X-Cache header of a repeated GET just before the load ("–" = none). */
  targets: (Target & { id: string; cache: string; headers?: Record<string, string> })[];
};
type BaselineRun = Target & { bodyBytes: number };
/** Per target id: the bare server sending the same bytes as the shop's cached answer, measured. */
type SameBytesRuns = Map<string, Target>;

export const catalogue: Scenario = {
  id: "catalogue",
  title: TITLE,
  async run(context) {
    const runs: EngineRun[] = [];
    /** The PostgreSQL shop's cached answers, as the load read them, for the same-bytes baselines. */
    const captured = new Map<string, CapturedResponse>();
    for (const engine of context.options.engines) {
      for (const { mode } of CACHE_MODES) runs.push(await measureEngine(context, engine, mode, engine === "postgres" && mode === "on" ? captured : undefined));
    }
    const baselines = await measureBaselines(context, runs.flatMap((run) => run.targets.filter((target) => !target.headers)));
    const sameBytes = await measureSameBytesBaselines(context, captured);

    const baselineFor = (bytes: number) =>
      baselines.find((baseline) => Math.abs(baseline.bodyBytes - bytes) <= baseline.bodyBytes * SIZE_TOLERANCE)!;
    // Each target with the cache on, then off, one below the other.
    const rows = context.options.engines.flatMap((engine) =>
      TARGETS.flatMap(({ id }) =>
        CACHE_MODES.flatMap(({ mode }) => {
          const run = runs.find((candidate) => candidate.engine === engine && candidate.cache === mode);
          const target = run?.targets.find((candidate) => candidate.id === id);
          if (!target) return [];
          const baseline = target.headers ? undefined : baselineFor(target.probe.bodyBytes);
          const same = target.headers ? undefined : sameBytes.get(id);
          return [
            [
              engine === "postgres" ? "PostgreSQL" : "PGlite",
              cacheLabel(mode),
              target.label,
              format.rate(target.result.reqPerSec),
              format.ms(target.result.latencyMs.p50),
              format.ms(target.result.latencyMs.p99),
              target.result.non2xx,
              errorCell(target),
              format.bytes(target.probe.bodyBytes),
              format.bytes(target.result.reqPerSec > 0 ? Math.round(target.result.bytesPerSec / target.result.reqPerSec) : 0),
              format.cpuMs(target.result.serverCpuMsPerRequest),
              baseline ? format.rate(baseline.result.reqPerSec) : "–",
              baseline ? format.percent(target.result.reqPerSec / baseline.result.reqPerSec) : "–",
              baseline ? format.cpuMs(baseline.result.serverCpuMsPerRequest) : "–",
              same ? format.rate(same.result.reqPerSec) : "–",
              same ? format.percent(target.result.reqPerSec / same.result.reqPerSec) : "–",
              othersCell(target),
            ],
          ];
        }),
      ),
    );
    const checks = goalChecks(runs, (id, target) => {
      const same = sameBytes.get(id);
      return {
        sameBytes: same ? target.result.reqPerSec / same.result.reqPerSec : undefined,
        bodyAlone: target.result.reqPerSec / baselineFor(target.probe.bodyBytes).result.reqPerSec,
      };
    });
    const notes = [
      cacheProbeNote(
        runs.flatMap(({ engine, cache, targets }) => targets.map((target) => ({ label: `${engine} ${target.label}`, mode: cache, cache: target.cache }))),
      ),
      ...measurementNotes([
        ...runs.flatMap(({ engine, cache, targets }) =>
          targets.map(({ label, result }) => ({ label: `${engine}, ${cacheLabel(cache)}, ${label}`, result })),
        ),
        ...baselines,
        ...sameBytes.values(),
      ]),
      ...runs
        .filter((run) => run.serverLogLines > 0)
        .map((run) => `- The ${run.engine} server (${cacheLabel(run.cache)}) wrote ${run.serverLogLines} warning/error log lines during the run.`),
    ];
    const markdown = [
      `## ${TITLE}`,
      "",
      table(
        ["Engine", "Page cache", "Target", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "body", "sent per answer", "CPU ms/req", "baseline req/s", "of baseline", "baseline CPU ms/req", "same-bytes baseline req/s", "of same bytes", "other CPU"],
        rows,
        [false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true],
      ),
      "",
      "Page cache: the shop keeps anonymous catalogue pages and API answers in memory for `PAGE_CACHE_SECONDS` (default 10 s); " +
        "“on (default)” is what shoppers get, mostly cache hits under this load; “off” is a server started with " +
        "`PAGE_CACHE_SECONDS=0`, so every request renders. The targets are checked against the default configuration. " +
        "Body: the answer uncompressed; sent per answer: bytes on the wire per answer, headers included (compressed where the request asks for it). " +
        "Baseline: a bare `node:http` server (same Node, own process) answering a static body of the same size. " +
        "Same-bytes baseline: a bare `node:http` server answering exactly what the shop answered with its page cache on — the same header fields " +
        "(its security headers, Server-Timing; ~1 KB for a page) and the same body — so that what the load generator spends reading them is on both sides; " +
        "the cached targets are checked against it (decision 053). " +
        "CPU ms/req: the server process's CPU time (/proc/<pid>/stat) over the measured run divided by its requests — what a request costs, " +
        "which other processes' load changes much less than req/s. " +
        "Other CPU: share of the machine's CPU taken by processes other than the benchmark, its servers and PostgreSQL.",
      "",
      ...notes,
      "",
      checkLines(checks),
    ].join("\n");
    return { markdown, checks, raw: { products: PRODUCTS, runs, baselines, sameBytes: Object.fromEntries(sameBytes) } };
  },
};

/** `captured`, when given, receives each plain target's answer as the load read it (after its run). */
async function measureEngine(context: BenchContext, engine: Engine, cache: CacheMode, captured?: Map<string, CapturedResponse>): Promise<EngineRun> {
  const dataset = await context.datasets.get(engine, PRODUCTS);
  const shop = await context.startShop(dataset, { env: CACHE_MODES.find((entry) => entry.mode === cache)!.env });
  try {
    const ids = { productId: await firstProductId(shop.url) };
    const targets: EngineRun["targets"] = [];
    for (const target of TARGETS) {
      const url = shop.url + target.path(ids);
      const seen = await confirmCacheMode(url, cache);
      const measured = await context.measure(`${engine} ${target.label}, ${cacheLabel(cache)}`, { url, headers: target.headers, serverPid: shop.pid });
      targets.push({ ...measured, id: target.id, label: target.label, cache: seen, headers: target.headers });
      if (captured && !target.headers) captured.set(target.id, await captureResponse(url));
    }
    return { engine, cache, seedSeconds: dataset.seedSeconds, serverLogLines: shop.logLines(), targets };
  } finally {
    await shop.stop();
  }
}

/** Per captured answer, the bare server sending those bytes, measured while no shop server is running. */
async function measureSameBytesBaselines(context: BenchContext, captured: Map<string, CapturedResponse>): Promise<SameBytesRuns> {
  const runs: SameBytesRuns = new Map();
  for (const [id, response] of captured) {
    const server: Baseline = await startSameBytesBaseline(response);
    try {
      runs.set(id, await context.measure(`same-bytes baseline for ${TARGETS.find((target) => target.id === id)!.label}`, { url: server.url, serverPid: server.pid }));
    } finally {
      await server.stop();
    }
  }
  return runs;
}

/** One baseline per distinct body size, measured while no shop server is running. */
async function measureBaselines(context: BenchContext, targets: Target[]): Promise<BaselineRun[]> {
  const baselines: BaselineRun[] = [];
  const bySize = [...targets].sort((a, b) => b.probe.bodyBytes - a.probe.bodyBytes);
  for (const target of bySize) {
    const bytes = target.probe.bodyBytes;
    if (baselines.some((baseline) => Math.abs(baseline.bodyBytes - bytes) <= baseline.bodyBytes * SIZE_TOLERANCE)) continue;
    const server = await startBaseline(bytes, target.probe.contentType);
    try {
      const measured = await context.measure(`baseline ${format.bytes(bytes)}`, { url: server.url, serverPid: server.pid });
      baselines.push({ ...measured, bodyBytes: bytes });
    } finally {
      await server.stop();
    }
  }
  return baselines;
}

/**
 * The shop's cached share of bare node:http: of the server sending the same bytes (checked), and
 * of the one sending the body alone (reported beside it).
 */
type Shares = { sameBytes: number | undefined; bodyAlone: number };

function goalChecks(runs: EngineRun[], sharesOf: (id: string, target: Target) => Shares): Check[] {
  const run = (cache: CacheMode) => runs.find((candidate) => candidate.engine === "postgres" && candidate.cache === cache);
  const labelOf = (id: string) => TARGETS.find((target) => target.id === id)!.label;
  const checks: Check[] = [];
  for (const [id, minimum] of UNCACHED_GOALS) {
    const name = `PostgreSQL ${labelOf(id)} ${cacheLabel("off")}: ≥ ${minimum.toLocaleString("en-US")} req/s, p99 < ${P99_LIMIT_MS} ms, no errors`;
    const target = run("off")?.targets.find((candidate) => candidate.id === id);
    if (!target) {
      checks.push({ name, pass: "skip", detail: "PostgreSQL was not measured" });
      continue;
    }
    const { reqPerSec, latencyMs } = target.result;
    checks.push({
      name,
      pass: reqPerSec >= minimum && latencyMs.p99 < P99_LIMIT_MS && failures(target) === 0,
      detail: `${format.rate(reqPerSec)} req/s, p99 ${format.ms(latencyMs.p99)} ms, ${target.result.non2xx} non-2xx, ${errorCell(target)} errors`,
    });
  }
  for (const [id, share] of CACHED_SHARE_GOALS) {
    const name = `PostgreSQL ${labelOf(id)} ${cacheLabel("on")}: ≥ ${format.percent(share)} of bare node:http sending the same bytes`;
    const target = run("on")?.targets.find((candidate) => candidate.id === id);
    if (!target) {
      checks.push({ name, pass: "skip", detail: "PostgreSQL was not measured" });
      continue;
    }
    const { sameBytes, bodyAlone } = sharesOf(id, target);
    if (sameBytes === undefined) {
      checks.push({ name, pass: false, detail: "no same-bytes baseline was measured" });
      continue;
    }
    checks.push({
      name,
      pass: sameBytes >= share && failures(target) === 0,
      detail: `${format.rate(target.result.reqPerSec)} req/s, ${format.percent(sameBytes)} of the same bytes (${format.percent(bodyAlone)} of the body alone)`,
    });
  }
  return checks;
}
