/**
 * What `WEB_CONCURRENCY` buys on this machine: the HTML pages every signed-in shopper gets
 * rendered (page cache off), served by one shop process and by two (server/cluster.ts), on
 * PostgreSQL with Redis — the only setup in which the shop allows several processes.
 */
import { Redis } from "ioredis";
import { checkLines, format, table, type Check } from "../report";
import { firstProductId } from "../shop";
import { errorCell, failures, measurementNotes, othersCell, type Scenario, type Target } from "../scenario";

const PRODUCTS = 10_000;
const PROCESS_COUNTS = [1, 2];
const TITLE = `Shop processes (WEB_CONCURRENCY), page cache off, PostgreSQL, ${PRODUCTS.toLocaleString("en-US")} products`;
export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const TARGETS = [
  { label: "HTML listing `/products`", path: () => "/products" },
  { label: "HTML detail `/products/<id>`", path: (productId: string) => `/products/${productId}` },
];

type Run = { processes: number; targets: Target[]; serverLogLines: number };

export const processes: Scenario = {
  id: "processes",
  title: TITLE,
  async run(context) {
    if (!context.options.engines.includes("postgres") || !(await redisAnswers())) {
      const why = `needs PostgreSQL and Redis (${REDIS_URL}); skipped`;
      context.log(`processes: ${why}`);
      return { markdown: `## ${TITLE}\n\nNot measured: ${why}.`, checks: [], raw: null };
    }
    const dataset = await context.datasets.get("postgres", PRODUCTS);
    const runs: Run[] = [];
    for (const count of PROCESS_COUNTS) {
      const shop = await context.startShop(dataset, {
        env: { PAGE_CACHE_SECONDS: "0", WEB_CONCURRENCY: String(count), REDIS_URL },
      });
      try {
        const productId = await firstProductId(shop.url);
        const targets: Target[] = [];
        for (const target of TARGETS) {
          const measured = await context.measure(`${count} process(es) ${target.label}`, { url: shop.url + target.path(productId) });
          targets.push({ ...measured, label: target.label });
        }
        runs.push({ processes: count, targets, serverLogLines: shop.logLines() });
      } finally {
        await shop.stop();
      }
    }

    const single = runs.find((run) => run.processes === 1)!;
    const rows = TARGETS.flatMap(({ label }) =>
      runs.map((run) => {
        const target = run.targets.find((candidate) => candidate.label === label)!;
        const one = single.targets.find((candidate) => candidate.label === label)!;
        return [
          label,
          run.processes,
          format.rate(target.result.reqPerSec),
          format.ms(target.result.latencyMs.p50),
          format.ms(target.result.latencyMs.p99),
          target.result.non2xx,
          errorCell(target),
          format.ratio(target.result.reqPerSec / one.result.reqPerSec),
          othersCell(target),
        ];
      }),
    );
    // Not a goal of any issue: recorded so that a change which breaks the workers shows.
    const checks: Check[] = runs.flatMap((run) =>
      run.targets.map((target) => ({
        name: `${run.processes} process(es), ${target.label} without errors`,
        pass: failures(target) === 0,
        detail: `${target.result.non2xx} non-2xx, ${errorCell(target)} errors`,
      })),
    );
    const markdown = [
      `## ${TITLE}`,
      "",
      table(
        ["Target", "processes", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "vs 1 process", "other CPU"],
        rows,
        [false, true, true, true, true, true, true, true, true],
      ),
      "",
      "Every request renders (`PAGE_CACHE_SECONDS=0`), as for a signed-in shopper. PostgreSQL runs on the same two cores.",
      "",
      ...measurementNotes(runs.flatMap((run) => run.targets.map(({ label, result }) => ({ label: `${run.processes} process(es), ${label}`, result })))),
      ...runs
        .filter((run) => run.serverLogLines > 0)
        .map((run) => `- The server with ${run.processes} process(es) wrote ${run.serverLogLines} warning/error log lines.`),
      "",
      checkLines(checks),
    ].join("\n");
    return { markdown, checks, raw: { products: PRODUCTS, runs } };
  },
};

export async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
