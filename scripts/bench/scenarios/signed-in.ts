/**
 * The shopper about to buy, signed in: `/products`, a product page and the JSON listing on
 * 10,000 products (PostgreSQL) — as shipped (the shared page with their header spliced in,
 * decision 023), with every request rendered (`PAGE_CACHE_SECONDS=0`, issue 15's "uncached":
 * the visitor's page rendered for the request, their header spliced in),
 * and with the catalogue's data cache off too — and the server's memory (RSS) at start, after
 * the load and its peak. One customer's session for the whole load.
 */
import { randomBytes } from "node:crypto";
import { BROWSER_HEADERS } from "../load";
import { processMemory } from "../process-memory";
import { format, table, checkLines, type Check } from "../report";
import { errorCell, othersCell, type Scenario, type Target } from "../scenario";
import type { Customer } from "./orders-model";
import { confirmSignedIn, createCustomers } from "./orders-setup";

const PRODUCTS = 10_000;
const MODES = [
  { label: "as shipped", env: {}, checked: true },
  { label: "page cache off", env: { PAGE_CACHE_SECONDS: "0" }, checked: true },
  { label: "page and data caches off", env: { PAGE_CACHE_SECONDS: "0", CATALOG_CACHE_ENTRIES: "0" }, checked: false },
];
const TARGETS: { label: string; path: string; target: number; headers?: Record<string, string> }[] = [
  { label: "signed-in HTML listing `/products`", path: "/products", target: 500 },
  { label: "signed-in HTML listing `/products`, a browser's Accept-Encoding", path: "/products", target: 500, headers: BROWSER_HEADERS },
  { label: "signed-in product page", path: "PRODUCT", target: 1000 },
  { label: "signed-in JSON `/api/products?limit=24`", path: "/api/products?limit=24", target: 5000 },
];
const P99_TARGET_MS = 100;

function memoryOf(pid: number): { rss: number; peak: number } {
  const { rssMb, peakMb } = processMemory(pid);
  return { rss: rssMb, peak: peakMb };
}

export const signedIn: Scenario = {
  id: "signed-in",
  title: "Signed-in shopper, as shipped and uncached, with memory",
  async run(context) {
    const title = `## Signed-in shopper on ${PRODUCTS.toLocaleString("en-US")} products (PostgreSQL), and memory`;
    if (!context.options.engines.includes("postgres")) {
      return { markdown: `${title}\n\nSkipped: PostgreSQL was not selected.`, checks: [{ name: "signed-in", pass: "skip", detail: "no PostgreSQL" }], raw: null };
    }
    const dataset = await context.datasets.get("postgres", PRODUCTS, { fresh: true });
    const rows: (string | number)[][] = [];
    const memory: (string | number)[][] = [];
    const checks: Check[] = [];
    const raw: unknown[] = [];
    const secret = randomBytes(32).toString("base64url");
    let customer: Customer | undefined;
    for (const mode of MODES) {
      const shop = await context.startShop(dataset, { env: { AUTH_SECRET: secret, ...mode.env } });
      try {
        const atStart = memoryOf(shop.pid);
        customer ??= (await createCustomers(dataset, shop.url, secret, 1))[0];
        await confirmSignedIn(shop.url, customer!);
        const listing = await (await fetch(`${shop.url}/api/products?limit=1`)).json();
        const productPath = `/products/${listing.products[0].id}`;
        for (const target of TARGETS) {
          const path = target.path === "PRODUCT" ? productPath : target.path;
          const measured: Target = await context.measure(`${target.label}, ${mode.label}`, {
            url: shop.url + path,
            headers: { ...target.headers, cookie: customer!.cookie },
            serverPid: shop.pid,
          });
          raw.push({ mode: mode.label, path, result: measured.result });
          const { reqPerSec, latencyMs } = measured.result;
          rows.push([target.label, mode.label, format.rate(reqPerSec), format.ms(latencyMs.p50), format.ms(latencyMs.p99), errorCell(measured), format.bytes(measured.probe.bodyBytes), format.bytes(reqPerSec > 0 ? Math.round(measured.result.bytesPerSec / reqPerSec) : 0), format.cpuMs(measured.result.serverCpuMsPerRequest), othersCell(measured)]);
          if (mode.checked) {
            checks.push({
              name: `${target.label}, ${mode.label}: ≥ ${target.target.toLocaleString("en-US")} req/s, p99 < ${P99_TARGET_MS} ms`,
              pass: reqPerSec >= target.target && latencyMs.p99 < P99_TARGET_MS,
              detail: `${format.rate(reqPerSec)} req/s, p99 ${format.ms(latencyMs.p99)} ms`,
            });
          }
        }
        const after = memoryOf(shop.pid);
        memory.push(["postgres", mode.label, format.rate(atStart.rss), format.rate(after.rss), format.rate(after.peak)]);
      } finally {
        await shop.stop();
      }
    }
    const markdown = [
      title,
      "",
      table(["Target", "Caches", "req/s", "p50 ms", "p99 ms", "errors", "body", "sent per answer", "CPU ms/req", "other CPU"], rows, [false, false, true, true, true, true, true, true, true, true]),
      "",
      table(["Engine", "Caches", "RSS at start MB", "RSS after load MB", "peak RSS MB"], memory, [false, false, true, true, true]),
      "",
      checkLines(checks),
    ].join("\n");
    return { markdown, checks, raw };
  },
};
