/**
 * The main table: the catalogue's three read paths on 10,000 products, on each engine, each
 * next to a bare `node:http` server sending a body of the same size.
 */
import { startBaseline } from "../baseline";
import type { Engine } from "../datasets";
import { checkLines, format, table, type Check } from "../report";
import { firstProductId } from "../shop";
import { errorCell, failures, measurementNotes, othersCell, type BenchContext, type Scenario, type Target } from "../scenario";

const PRODUCTS = 10_000;
const TITLE = `Catalogue, ${PRODUCTS.toLocaleString("en-US")} products`;

type PathFor = (ids: { productId: string }) => string;
const TARGETS: { id: string; label: string; path: PathFor }[] = [
  { id: "html-listing", label: "HTML listing `/products`", path: () => "/products" },
  { id: "html-detail", label: "HTML detail `/products/<id>`", path: ({ productId }) => `/products/${productId}` },
  { id: "json-listing", label: "JSON `/api/products?limit=24`", path: () => "/api/products?limit=24" },
];

/** PostgreSQL targets from the issue: [target id, minimum req/s]. */
const GOALS: [string, number][] = [
  ["json-listing", 1000],
  ["html-listing", 250],
];
const P99_LIMIT_MS = 250;
/** Bodies within this fraction of each other share one baseline measurement. */
const SIZE_TOLERANCE = 0.05;

type EngineRun = { engine: Engine; seedSeconds: number; serverLogLines: number; targets: (Target & { id: string })[] };
type BaselineRun = Target & { bodyBytes: number };

export const catalogue: Scenario = {
  id: "catalogue",
  title: TITLE,
  async run(context) {
    const runs: EngineRun[] = [];
    for (const engine of context.options.engines) runs.push(await measureEngine(context, engine));
    const baselines = await measureBaselines(context, runs.flatMap((run) => run.targets));

    const baselineFor = (bytes: number) =>
      baselines.find((baseline) => Math.abs(baseline.bodyBytes - bytes) <= baseline.bodyBytes * SIZE_TOLERANCE)!;
    const rows = runs.flatMap(({ engine, targets }) =>
      targets.map((target) => {
        const baseline = baselineFor(target.probe.bodyBytes);
        return [
          engine === "postgres" ? "PostgreSQL" : "PGlite",
          target.label,
          format.rate(target.result.reqPerSec),
          format.ms(target.result.latencyMs.p50),
          format.ms(target.result.latencyMs.p99),
          target.result.non2xx,
          errorCell(target),
          format.bytes(target.probe.bodyBytes),
          format.rate(baseline.result.reqPerSec),
          format.percent(target.result.reqPerSec / baseline.result.reqPerSec),
          othersCell(target),
        ];
      }),
    );
    const checks = goalChecks(runs);
    const notes = [
      ...measurementNotes([
        ...runs.flatMap(({ engine, targets }) => targets.map(({ label, result }) => ({ label: `${engine} ${label}`, result }))),
        ...baselines,
      ]),
      ...runs
        .filter((run) => run.serverLogLines > 0)
        .map((run) => `- The ${run.engine} server wrote ${run.serverLogLines} warning/error log lines during the run.`),
    ];
    const markdown = [
      `## ${TITLE}`,
      "",
      table(
        ["Engine", "Target", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "body", "baseline req/s", "of baseline", "other CPU"],
        rows,
        [false, false, true, true, true, true, true, true, true, true, true],
      ),
      "",
      "Baseline: a bare `node:http` server (same Node, own process) answering a static body of the same size. " +
        "Other CPU: share of the machine's CPU taken by processes other than the benchmark, its servers and PostgreSQL.",
      "",
      ...notes,
      "",
      checkLines(checks),
    ].join("\n");
    return { markdown, checks, raw: { products: PRODUCTS, runs, baselines } };
  },
};

async function measureEngine(context: BenchContext, engine: Engine): Promise<EngineRun> {
  const dataset = await context.datasets.get(engine, PRODUCTS);
  const shop = await context.startShop(dataset);
  try {
    const ids = { productId: await firstProductId(shop.url) };
    const targets: EngineRun["targets"] = [];
    for (const target of TARGETS) {
      const measured = await context.measure(`${engine} ${target.label}`, { url: shop.url + target.path(ids) });
      targets.push({ ...measured, id: target.id, label: target.label });
    }
    return { engine, seedSeconds: dataset.seedSeconds, serverLogLines: shop.logLines(), targets };
  } finally {
    await shop.stop();
  }
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
      const measured = await context.measure(`baseline ${format.bytes(bytes)}`, { url: server.url });
      baselines.push({ ...measured, bodyBytes: bytes });
    } finally {
      await server.stop();
    }
  }
  return baselines;
}

function goalChecks(runs: EngineRun[]): Check[] {
  const postgres = runs.find((run) => run.engine === "postgres");
  const checks: Check[] = [];
  for (const [id, minimum] of GOALS) {
    const label = TARGETS.find((target) => target.id === id)!.label;
    const target = postgres?.targets.find((candidate) => candidate.id === id);
    if (!target) {
      checks.push({ name: `PostgreSQL ${label}`, pass: "skip", detail: "PostgreSQL was not measured" });
      continue;
    }
    const { reqPerSec, latencyMs } = target.result;
    checks.push(
      {
        name: `PostgreSQL ${label} ≥ ${minimum.toLocaleString("en-US")} req/s`,
        pass: reqPerSec >= minimum,
        detail: `${format.rate(reqPerSec)} req/s`,
      },
      {
        name: `PostgreSQL ${label} p99 < ${P99_LIMIT_MS} ms`,
        pass: latencyMs.p99 < P99_LIMIT_MS,
        detail: `p99 ${format.ms(latencyMs.p99)} ms`,
      },
      {
        name: `PostgreSQL ${label} without errors`,
        pass: failures(target) === 0,
        detail: `${target.result.non2xx} non-2xx, ${errorCell(target)} errors`,
      },
    );
  }
  return checks;
}
