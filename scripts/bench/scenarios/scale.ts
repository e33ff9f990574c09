/**
 * Does the listing stay fast as the catalogue grows? The HTML and JSON listings on
 * PostgreSQL with 1,000 and with 100,000 products, and the slowdown between the two.
 */
import { checkLines, format, table, type Check } from "../report";
import { errorCell, measurementNotes, othersCell, type Scenario, type Target } from "../scenario";

const SMALL = 1_000;
const LARGE = 100_000;
const MAX_SLOWDOWN = 1.5;

const TARGETS = [
  { id: "html-listing", label: "HTML listing `/products`", path: "/products" },
  { id: "json-listing", label: "JSON `/api/products?limit=24`", path: "/api/products?limit=24" },
];

type SizeRun = { products: number; seedSeconds: number; serverLogLines: number; targets: (Target & { id: string })[] };

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
      const shop = await context.startShop(dataset);
      try {
        const targets: SizeRun["targets"] = [];
        for (const target of TARGETS) {
          const label = `postgres ${products.toLocaleString("en-US")} ${target.label}`;
          const measured = await context.measure(label, { url: shop.url + target.path });
          targets.push({ ...measured, id: target.id, label: target.label });
        }
        runs.push({ products, seedSeconds: dataset.seedSeconds, serverLogLines: shop.logLines(), targets });
      } finally {
        await shop.stop();
      }
    }

    const [small, large] = runs as [SizeRun, SizeRun];
    const measurements = TARGETS.flatMap((target) =>
      runs.map((run) => {
        const measured = run.targets.find((candidate) => candidate.id === target.id)!;
        return [
          target.label,
          run.products.toLocaleString("en-US"),
          format.rate(measured.result.reqPerSec),
          format.ms(measured.result.latencyMs.p50),
          format.ms(measured.result.latencyMs.p99),
          measured.result.non2xx,
          errorCell(measured),
          format.bytes(measured.probe.bodyBytes),
          othersCell(measured),
        ];
      }),
    );
    const checks: Check[] = [];
    const slowdowns = TARGETS.map((target) => {
      const a = small.targets.find((candidate) => candidate.id === target.id)!.result;
      const b = large.targets.find((candidate) => candidate.id === target.id)!.result;
      const throughput = a.reqPerSec / b.reqPerSec;
      const p50 = b.latencyMs.p50 / a.latencyMs.p50;
      checks.push({
        name: `${target.label}: 100k no more than ${MAX_SLOWDOWN}× slower than 1k`,
        pass: throughput <= MAX_SLOWDOWN && p50 <= MAX_SLOWDOWN,
        detail: `req/s ${format.ratio(throughput)}, p50 ${format.ratio(p50)}`,
      });
      return [target.label, format.ratio(throughput), format.ratio(p50)];
    });
    const notes = [
      ...measurementNotes(
        runs.flatMap(({ products, targets }) =>
          targets.map(({ label, result }) => ({ label: `${products.toLocaleString("en-US")} products, ${label}`, result })),
        ),
      ),
      ...runs
        .filter((run) => run.serverLogLines > 0)
        .map((run) => `- The server on ${run.products} products wrote ${run.serverLogLines} warning/error log lines.`),
    ];

    const markdown = [
      title,
      "",
      table(
        ["Target", "products", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "body", "other CPU"],
        measurements,
        [false, true, true, true, true, true, true, true, true],
      ),
      "",
      table(
        ["Target", "slowdown req/s (1k ÷ 100k)", "slowdown p50 (100k ÷ 1k)"],
        slowdowns,
        [false, true, true],
      ),
      ...(notes.length ? ["", ...notes] : []),
      "",
      checkLines(checks),
    ].join("\n");
    return { markdown, checks, raw: { runs } };
  },
};
