/**
 * `npm run lighthouse` — Lighthouse (mobile, simulated slow 4G) on the built shop, against the
 * budget in lighthouse-budget.json. Starts `server.js` from build/ on a fresh demo database in
 * the temp folder, audits each page `runs` times (a fresh Chromium each time), takes the median
 * score per category, prints a markdown table, writes lighthouse-results/summary.json (and the
 * median run's full report per page), and exits 1 when a median is under its minimum.
 *   --url http://localhost:3000   audit a shop that is already running instead
 *   --runs N                      runs per page (default: the budget's)
 * Chromium: CHROME_PATH, else /usr/bin/chromium. Nothing is downloaded.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { startCpuWatch, waitForQuiet } from "./lib/cpu-share";
import { medianOf } from "./lib/median";
import { freePort } from "./lib/os";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
/** `minimum` fails the run; `target` (issue 15's goal) is reported beside it. */
type PageBudget = { name: string; path: string; minimum: Record<Category, number>; target?: Record<Category, number>; skipAudits?: string[] };
type Budget = { runs: number; pages: PageBudget[] };

// The Lantern metrics behind the Performance score, kept so a drop can be explained.
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
// Before each run: at most this long a wait for other processes to use under this share of the CPU.
const QUIET_WAIT_SEC = 60;
const QUIET_THRESHOLD = 0.1;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const { values } = parseArgs({ options: { url: { type: "string" }, runs: { type: "string" } } });
const budget = JSON.parse(readFileSync("lighthouse-budget.json", "utf8")) as Budget;
const runs = values.runs ? Number(values.runs) : budget.runs;
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number of at least 1");

const shop = values.url ? { url: values.url.replace(/\/$/, ""), stop: async () => {} } : await startShop();
try {
  const pages = await resolvePaths(shop.url, budget.pages);
  const results = [];
  for (const page of pages) results.push(await auditPage(shop.url, page));
  report(results);
  process.exitCode = results.some((result) => result.failures.length > 0) ? 1 : 0;
} finally {
  await shop.stop();
}

/** The built shop on a fresh PGlite demo database, as the browser tests start it. */
async function startShop(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync("build/server/index.js")) throw new Error("No build: run `npm run build` first.");
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-lighthouse-"));
  const server: ChildProcess = spawn(process.execPath, ["tests/e2e/support/start-server.mjs"], {
    env: { ...process.env, NODE_ENV: "production", SEED_DEMO: "true", LOG_LEVEL: "warn", PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // PGlite migrates and seeds on first start: up to a few minutes on a busy machine.
  const deadline = Date.now() + 180_000;
  while (!(await fetch(`${url}/healthz`).then((r) => r.ok).catch(() => false))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error("The shop did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}

/** `{first-product}` becomes the first card's link on the listing, so the audit needs no slug. */
async function resolvePaths(url: string, pages: PageBudget[]): Promise<PageBudget[]> {
  if (!pages.some((page) => page.path === "{first-product}")) return pages;
  const listing = await fetch(`${url}/products`).then((r) => r.text());
  const first = /href="(\/products\/[^"?#/]+)"/.exec(listing)?.[1];
  if (!first) throw new Error("No product link on /products");
  return pages.map((page) => (page.path === "{first-product}" ? { ...page, path: first } : page));
}

type PageResult = {
  name: string;
  path: string;
  scores: Record<Category, number[]>;
  median: Record<Category, number>;
  metrics: Record<string, number>;
  /**
   * Per run: the host's BenchmarkIndex (Lighthouse expects ≥ 1000), and the share of the CPU
   * that other processes took while it ran. The index is a half-second test of one core, so it
   * misses another process busy on the other core, which still slows the page's main thread.
   */
  hosts: string[];
  /** Audits that cost points in the median Performance run, and any failing audit elsewhere. */
  losing: string[];
  failures: string[];
  /** Medians under the page's target (reported, not failed). */
  short: string[];
};

async function auditPage(url: string, page: PageBudget): Promise<PageResult> {
  const audited: { lhr: Result; othersShare: number | null }[] = [];
  for (let run = 0; run < runs; run++) {
    // Lantern multiplies the main thread's observed tasks by 4, so a core taken by someone
    // else (a test server still stopping, PostgreSQL's autovacuum after the test run) costs
    // the page hundreds of milliseconds of blocking time: measured with one busy loop on this
    // 2-core machine, the cart's TBT went from 40-170 ms to 640-690 ms, its score from 98-100
    // to 83-84, while the host's index stayed 1406-1929. So each run waits for a quiet moment
    // (not for a better score: the score is never retried), and the report shows the others'
    // share during the run.
    await waitForQuiet(QUIET_WAIT_SEC, QUIET_THRESHOLD, (line) => console.error(`${page.name}: ${line.trim()}`), { postgresIsOurs: false });
    audited.push(await audit(`${url}${page.path}`, page.skipAudits ?? []));
  }
  const reports = audited.map(({ lhr }) => lhr);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, reports.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100))]),
  ) as Record<Category, number[]>;
  const median = Object.fromEntries(CATEGORIES.map((category) => [category, medianOf(scores[category])])) as Record<Category, number>;
  // The run whose Performance score is the median stands for the page in the details.
  const performance = reports.map((lhr) => lhr.categories.performance?.score ?? 0);
  const representative = reports[performance.indexOf(medianOf(performance))] ?? reports[0]!;
  const metrics = Object.fromEntries(
    METRICS.map((id) => [id, representative.audits[id]?.numericValue ?? Number.NaN]),
  );
  const losing = CATEGORIES.flatMap((category) =>
    (representative.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category !== "performance")
      .map((ref) => representative.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
      .map((audit) => `${category}: ${audit!.id} (${audit!.displayValue ?? audit!.score})`),
  );
  const failures = CATEGORIES.filter((category) => median[category] < page.minimum[category]).map(
    (category) => `${page.name} ${category} ${median[category]} < ${page.minimum[category]}`,
  );
  const short = CATEGORIES.filter((category) => page.target && median[category] < page.target[category]).map(
    (category) => `${page.name} ${category} ${median[category]} < ${page.target![category]}`,
  );
  mkdirSync("lighthouse-results", { recursive: true });
  const file = page.name.replace(/\W+/g, "-");
  writeFileSync(path.join("lighthouse-results", `${file}.json`), JSON.stringify(representative));
  const hosts = audited.map(
    ({ lhr, othersShare }) => `${Math.round(lhr.environment.benchmarkIndex)}${othersShare === null ? "" : ` (${Math.round(othersShare * 100)} %)`}`,
  );
  return { name: page.name, path: page.path, scores, median, metrics, hosts, losing, failures, short };
}

/**
 * One run in a Chromium of its own, so no run warms another's caches. A run that Lighthouse
 * itself could not record (a trace without a navigation start, seen on a busy machine) says
 * nothing about the page, so it is tried again; its scores are never used.
 */
async function audit(url: string, skipAudits: string[], attempt = 1): Promise<{ lhr: Result; othersShare: number | null }> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  let lhr: Result | undefined;
  let othersShare: number | null;
  try {
    const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], skipAudits };
    const others = startCpuWatch({ postgresIsOurs: false });
    lhr = (await lighthouse(url, flags))?.lhr;
    // Read while Chromium still runs: a process that has ended takes its CPU time with it.
    othersShare = others();
  } finally {
    chrome.kill();
  }
  const problem = lhr ? lhr.runtimeError?.message : "no result";
  if (!problem) return { lhr: lhr!, othersShare };
  if (attempt >= 3) throw new Error(`${url}: ${problem}`);
  console.error(`${url}: Lighthouse could not record this run (${problem}); running it again`);
  return audit(url, skipAudits, attempt + 1);
}

function report(results: PageResult[]) {
  const lines = [
    `Lighthouse ${runs}× per page, mobile, simulated slow 4G: median (all runs) vs minimum (asserted) / target (issue 15)`,
    "",
    "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | host CPU index (others' CPU share) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...results.map((result) => {
      const cells = CATEGORIES.map((category) => {
        const page = budget.pages.find((candidate) => candidate.name === result.name)!;
        const minimum = page.minimum[category];
        const target = page.target?.[category] ?? minimum;
        const mark = result.median[category] < minimum ? " **FAIL**" : result.median[category] < target ? " (under target)" : "";
        return `${result.median[category]} (${result.scores[category].join(", ")}) ≥ ${minimum}${target === minimum ? "" : ` / ${target}`}${mark}`;
      });
      const m = result.metrics;
      const ms = (id: string) => `${((m[id] ?? Number.NaN) / 1000).toFixed(2)} s`;
      return `| ${result.name} \`${result.path}\` | ${cells.join(" | ")} | ${ms("first-contentful-paint")} | ${ms("largest-contentful-paint")} | ${Math.round(m["total-blocking-time"] ?? Number.NaN)} ms | ${(m["cumulative-layout-shift"] ?? Number.NaN).toFixed(3)} | ${result.hosts.join(", ")} |`;
    }),
  ];
  for (const result of results.filter((r) => r.losing.length > 0)) {
    lines.push("", `${result.name}, audits below full marks (median run):`, ...result.losing.map((line) => `- ${line}`));
  }
  const failures = results.flatMap((result) => result.failures);
  const short = results.flatMap((result) => result.short);
  lines.push("", failures.length > 0 ? `FAIL: ${failures.join("; ")}` : "PASS: every median meets its minimum in lighthouse-budget.json");
  lines.push(short.length > 0 ? `Under target (not failed): ${short.join("; ")}` : "Every median meets its target.");
  console.log(lines.join("\n"));
  writeFileSync(
    path.join("lighthouse-results", "summary.json"),
    JSON.stringify({ date: new Date().toISOString(), runs, pages: results }, null, 2),
  );
}
