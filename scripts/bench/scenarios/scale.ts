/**
 * Does the listing stay fast as the catalogue grows? The HTML and JSON listings on
 * PostgreSQL with 1,000 and with 100,000 products, and the slowdown between the two — with the
 * page cache as shipped, and with it off (every request renders, so the database work shows).
 */
import { CACHE_MODES, cacheLabel, cacheProbeNote, confirmCacheMode, type CacheMode } from "../page-cache";
import { checkLines, format, table, type Check } from "../report";
import { errorCell, measurementNotes, othersCell, type Scenario, type Target } from "../scenario";

const SMALL = 1_000;
const LARGE = 100_000;
const MAX_SLOWDOWN = 1.5;
/** The step of autocannon's latency percentiles. */
const LATENCY_RESOLUTION_MS = 1;

const TARGETS = [
  { id: "html-listing", label: "HTML listing `/products`", path: "/products" },
  { id: "json-listing", label: "JSON `/api/products?limit=24`", path: "/api/products?limit=24" },
];

type SizeRun = {
  products: number;
  cache: CacheMode;
  seedSeconds: number;
  serverLogLines: number;
  /** `cache`: the X-Cache header of a repeated GET just before the load ("–" = none). */
  targets: (Target & { id: string; cache: string })[];
};

export const scale: Scenario = {
  id: "scale",
  title: "Scale: listing on PostgreSQL, 1k vs 100k products",
  async run(context) {
    const title = `## Scale: listing on PostgreSQL, ${SMALL.toLocaleString("en-US")} vs ${LARGE.toLocaleString("en-US")} products`;
    if (!context.options.engines.includes("postgres")) {
      const checks: Check[] = [{ name: "100k listing ≤ 1.5× slower than 1k", pass: "skip", detail: "PostgreSQL was not selected (--engines)" }];
      return { markdown: `${title}\n\nSkipped: PostgreSQL was not selected.`, checks, raw: null };
    }
    const runs: SizeRun[] = [];
    for (const products of [SMALL, LARGE]) {
      const dataset = await context.datasets.get("postgres", products);
      for (const { mode, env } of CACHE_MODES) {
        const shop = await context.startShop(dataset, { env });
        try {
          const targets: SizeRun["targets"] = [];
          for (const target of TARGETS) {
            const label = `postgres ${products.toLocaleString("en-US")} ${target.label}, ${cacheLabel(mode)}`;
            const url = shop.url + target.path;
            const seen = await confirmCacheMode(url, mode);
            const measured = await context.measure(label, { url });
            targets.push({ ...measured, id: target.id, label: target.label, cache: seen });
          }
          runs.push({ products, cache: mode, seedSeconds: dataset.seedSeconds, serverLogLines: shop.logLines(), targets });
        } finally {
          await shop.stop();
        }
      }
    }

    const find = (products: number, mode: CacheMode, id: string) =>
      runs.find((run) => run.products === products && run.cache === mode)!.targets.find((candidate) => candidate.id === id)!;
    const measurements = TARGETS.flatMap((target) =>
      CACHE_MODES.flatMap(({ mode }) =>
        [SMALL, LARGE].map((products) => {
          const measured = find(products, mode, target.id);
          return [
            target.label,
            cacheLabel(mode),
            products.toLocaleString("en-US"),
            format.rate(measured.result.reqPerSec),
            format.ms(measured.result.latencyMs.p50),
            format.ms(measured.result.latencyMs.p99),
            measured.result.non2xx,
            errorCell(measured),
            format.bytes(measured.probe.bodyBytes),
            othersCell(measured),
          ];
        }),
      ),
    );
    const slowdown = (mode: CacheMode, id: string) => {
      const a = find(SMALL, mode, id).result;
      const b = find(LARGE, mode, id).result;
      return {
        throughput: a.reqPerSec / b.reqPerSec,
        p50: b.latencyMs.p50 / a.latencyMs.p50,
        // autocannon's percentiles are whole milliseconds: 1 ms against 2 ms is no "2× slower".
        p50WithinResolution: b.latencyMs.p50 - a.latencyMs.p50 <= LATENCY_RESOLUTION_MS,
      };
    };
    const checks: Check[] = [];
    const slowdowns = TARGETS.flatMap((target) => {
      const on = slowdown("on", target.id);
      const off = slowdown("off", target.id);
      // Issue 15: both as shipped and with every request rendered.
      for (const [mode, ratios] of [["on", on], ["off", off]] as const) {
        checks.push({
          name: `${target.label}: 100k no more than ${MAX_SLOWDOWN}× slower than 1k (${cacheLabel(mode)})`,
          pass: ratios.throughput <= MAX_SLOWDOWN && (ratios.p50 <= MAX_SLOWDOWN || ratios.p50WithinResolution),
          detail: `req/s ${format.ratio(ratios.throughput)}, p50 ${format.ratio(ratios.p50)}${ratios.p50 > MAX_SLOWDOWN && ratios.p50WithinResolution ? " (within the 1 ms resolution of the percentiles)" : ""}`,
        });
      }
      return [
        [target.label, cacheLabel("on"), format.ratio(on.throughput), format.ratio(on.p50)],
        [target.label, cacheLabel("off"), format.ratio(off.throughput), format.ratio(off.p50)],
      ];
    });
    const notes = [
      cacheProbeNote(
        runs.flatMap(({ products, cache, targets }) =>
          targets.map((target) => ({ label: `${products.toLocaleString("en-US")} products, ${target.label}`, mode: cache, cache: target.cache })),
        ),
      ),
      ...measurementNotes(
        runs.flatMap(({ products, cache, targets }) =>
          targets.map(({ label, result }) => ({ label: `${products.toLocaleString("en-US")} products, ${cacheLabel(cache)}, ${label}`, result })),
        ),
      ),
      ...runs
        .filter((run) => run.serverLogLines > 0)
        .map((run) => `- The server on ${run.products} products (${cacheLabel(run.cache)}) wrote ${run.serverLogLines} warning/error log lines.`),
    ];

    const markdown = [
      title,
      "",
      table(
        ["Target", "Page cache", "products", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "body", "other CPU"],
        measurements,
        [false, false, true, true, true, true, true, true, true, true],
      ),
      "",
      table(
        ["Target", "Page cache", "slowdown req/s (1k ÷ 100k)", "slowdown p50 (100k ÷ 1k)"],
        slowdowns,
        [false, false, true, true],
      ),
      "",
      "The target is checked against the default configuration (page cache on); with it off, every request renders and queries the database.",
      ...(notes.length ? ["", ...notes] : []),
      "",
      checkLines(checks),
    ].join("\n");
    return { markdown, checks, raw: { runs } };
  },
};
