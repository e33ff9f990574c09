/**
 * Search as a denial of service (issue 14, finding 7): on 100,000 products, with both caches
 * off, no search term may cost more than 5× a plain listing. Terms under 3 characters match
 * the start of a brand/name word through an index of word prefixes; longer ones anywhere,
 * through the trigram index.
 */
import { checkLines, format, table, type Check } from "../report";
import { errorCell, measurementNotes, othersCell, type Scenario, type Target } from "../scenario";

const PRODUCTS = 100_000;
const MAX_COST = 5;
const PLAIN = "/api/products?limit=24";
const TERMS = ["a", "l", "1", "#", "lu", "in", "10", "luminous", "inverter", "1100va", "battery 150ah", "zzzz"];
/**
 * Checked: as shipped but without the page cache, and each request for a random one of the
 * first 20 pages, so the listing itself is never served from memory (search counts are, as
 * they are for an attacker). Shown beside: both caches off, the same page every time.
 */
const MODES = [
  { id: "shipped", label: "data cache on, page cache off, pages 1–20", env: { PAGE_CACHE_SECONDS: "0" }, randomPage: true },
  { id: "uncached", label: "both caches off, page 1", env: { PAGE_CACHE_SECONDS: "0", CATALOG_CACHE_ENTRIES: "0" }, randomPage: false },
];
const PAGES = 20;

export const search: Scenario = {
  id: "search",
  title: "Search terms against a plain listing, 100k products, uncached",
  async run(context) {
    const title = `## Search on ${PRODUCTS.toLocaleString("en-US")} products (PostgreSQL)`;
    if (!context.options.engines.includes("postgres")) {
      const checks: Check[] = [{ name: `no search term > ${MAX_COST}× a plain listing`, pass: "skip", detail: "PostgreSQL was not selected (--engines)" }];
      return { markdown: `${title}\n\nSkipped: PostgreSQL was not selected.`, checks, raw: null };
    }
    const dataset = await context.datasets.get("postgres", PRODUCTS);
    const targets: (Target & { path: string; mode: (typeof MODES)[number] })[] = [];
    for (const mode of MODES) {
      const shop = await context.startShop(dataset, { env: mode.env });
      try {
        for (const path of [PLAIN, ...TERMS.map((term) => `${PLAIN}&q=${encodeURIComponent(term)}`)]) {
          const requests = mode.randomPage
            ? [{ setupRequest: (request: { path?: string }) => ({ ...request, path: `${path}&page=${1 + Math.floor(Math.random() * PAGES)}` }) }]
            : undefined;
          targets.push({ ...(await context.measure(`search ${path}, ${mode.label}`, { url: shop.url + path, requests })), path, mode });
        }
      } finally {
        await shop.stop();
      }
    }
    const checks: Check[] = [];
    const rows = targets.map((target) => {
      const plain = targets.find((candidate) => candidate.mode === target.mode && candidate.path === PLAIN)!.result;
      const cost = plain.reqPerSec / target.result.reqPerSec;
      if (target.path !== PLAIN && target.mode.id === "shipped") {
        checks.push({
          name: `\`${target.path}\` costs no more than ${MAX_COST}× a plain listing`,
          pass: cost <= MAX_COST && target.result.non2xx + target.result.errors === 0,
          detail: `${format.ratio(cost)} (${format.rate(target.result.reqPerSec)} vs ${format.rate(plain.reqPerSec)} req/s)`,
        });
      }
      return [
        `\`${target.path}\``,
        target.mode.label,
        format.rate(target.result.reqPerSec),
        format.ms(target.result.latencyMs.p50),
        format.ms(target.result.latencyMs.p99),
        format.ratio(cost),
        errorCell(target),
        format.bytes(target.probe.bodyBytes),
        othersCell(target),
      ];
    });
    const markdown = [
      title,
      "",
      table(["Target", "Caches", "req/s", "p50 ms", "p99 ms", "cost (plain ÷ this)", "errors", "body", "other CPU"], rows, [false, false, true, true, true, true, true, true, true]),
      "",
      ...measurementNotes(targets.map(({ label, result }) => ({ label, result }))),
      "",
      checkLines(checks),
    ].join("\n");
    return { markdown, checks, raw: { targets } };
  },
};
