/**
 * The back office at 100,000 orders and 20,000 customers (PostgreSQL): each admin tab's loader
 * (the `.data` request a tab switch makes) under low concurrency, and the CSV export of every
 * order timed end to end while the server's resident memory is sampled.
 */
import pg from "pg";
import { openDatabase } from "~/db/client.server";
import { parseAdminQuery } from "~/domain/admin/admin-tabs";
import { loadAdminTab } from "~/services/admin/load-admin-tab.server";
import { processMemory } from "../process-memory";
import { baseEnv } from "../datasets";
import { runToCompletion, TSX } from "../processes";
import { format, table, checkLines, type Check } from "../report";
import { errorCell, othersCell, type Scenario, type Target } from "../scenario";

const PRODUCTS = 1_000;
const ORDERS = 100_000;
const CUSTOMERS = 20_000;
/** A back office has one or a few people in it: four connections, not fifty. */
const CONNECTIONS = 4;
const P50_TARGET_MS = 50;
const EXPORT_TARGET_S = 10;
const RSS_GROWTH_TARGET_MB = 50;
const ADMIN = { email: "bench-admin@example.com", password: "Bench#Admin12345" };

const rssMb = (pid: number) => processMemory(pid).rssMb;

/** Signs the administrator in on /admin-login, as the browser's form does; returns the session cookie. */
async function adminCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/admin-login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams(ADMIN).toString(),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith("shop.session_token="));
  if (!cookie) throw new Error(`admin sign-in answered ${response.status} without a session cookie`);
  return cookie;
}

/** The targets: a customer and a name that exist, an order id that exists, a page near the end. */
async function pickTargets(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: [sample] } = await client.query<{ order_id: string; user_id: string; name: string }>(
      `select order_id, user_id, split_part(shipping->>'fullName', ' ', 1) as name from "order" order by created_at desc offset 5000 limit 1`,
    );
    const lastPage = Math.ceil(ORDERS / 25);
    return [
      // No reviews are seeded: what any admin request costs (session, loader, serialising) before a tab's own work.
      { label: "Reviews, empty (fixed cost of a request)", query: "tab=reviews" },
      { label: "Orders, page 1", query: "tab=orders" },
      { label: `Orders, page ${lastPage - 1} (deep)`, query: `tab=orders&page=${lastPage - 1}` },
      { label: "Orders, search by order id", query: `tab=orders&q=${sample!.order_id}` },
      { label: "Orders, search by name", query: `tab=orders&q=${encodeURIComponent(sample!.name.toLowerCase())}` },
      { label: "Orders, status filter (Shipped)", query: "tab=orders&status=Shipped" },
      { label: "Orders, status filter (Delivered, page 40)", query: "tab=orders&status=Delivered&page=40" },
      { label: "Orders, one customer", query: `tab=orders&user=${sample!.user_id}` },
      { label: "Users, page 1", query: "tab=users" },
      { label: "Users, page 400 (deep)", query: "tab=users&page=400" },
      { label: "Dashboard (figures + 30-day chart)", query: "tab=dashboard" },
    ];
  } finally {
    await client.end();
  }
}

/**
 * The tab's loader alone, called in this process on the benchmark database one call at a time
 * (3 warm-up calls, then 15): the database's and the loader's share of a request, without
 * HTTP, the session check or serialising. Median in ms.
 */
async function loaderMedians(databaseUrl: string, queries: string[]): Promise<Map<string, number>> {
  const database = await openDatabase({ engine: "postgres", url: databaseUrl, poolSize: 4 });
  const medians = new Map<string, number>();
  try {
    for (const query of queries) {
      const times: number[] = [];
      for (let i = 0; i < 18; i++) {
        const started = performance.now();
        await loadAdminTab(database.db, parseAdminQuery(new URLSearchParams(query)));
        if (i >= 3) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      medians.set(query, times[Math.floor(times.length / 2)]!);
    }
  } finally {
    await database.close();
  }
  return medians;
}

/** Downloads the whole CSV, sampling the server's RSS every 50 ms. */
async function timeExport(url: string, cookie: string, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200 || !response.body) throw new Error(`the CSV export answered ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssMb(pid));
  return { seconds: (performance.now() - started) / 1000, bytes, rows: lines - 1, before, peak };
}

export const admin: Scenario = {
  id: "admin",
  title: "Back office at 100,000 orders",
  async run(context) {
    const title = `## Back office at ${ORDERS.toLocaleString("en-US")} orders, ${CUSTOMERS.toLocaleString("en-US")} customers (PostgreSQL)`;
    if (!context.options.engines.includes("postgres")) {
      return { markdown: `${title}\n\nSkipped: PostgreSQL was not selected.`, checks: [{ name: "admin", pass: "skip", detail: "no PostgreSQL" }], raw: null };
    }
    const dataset = await context.datasets.get("postgres", PRODUCTS, { fresh: true });
    context.log(`seeding ${ORDERS.toLocaleString("en-US")} orders…`);
    const seedStarted = Date.now();
    await runToCompletion(TSX, ["scripts/seed.ts", "--orders", String(ORDERS), "--customers", String(CUSTOMERS)], {
      label: "seeding orders",
      env: { ...baseEnv(), DATA_DIR: dataset.dataDir, DATABASE_URL: dataset.databaseUrl! },
    });
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    context.log(`  seeded in ${seedSeconds.toFixed(0)} s`);
    const client = new pg.Client({ connectionString: dataset.databaseUrl });
    await client.connect();
    await client.query("vacuum analyze").finally(() => client.end());

    const targets = await pickTargets(dataset.databaseUrl!);
    context.log("  each loader in-process…");
    const inProcess = await loaderMedians(dataset.databaseUrl!, targets.map((target) => target.query));
    const shop = await context.startShop(dataset, { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    const rows: (string | number)[][] = [];
    const checks: Check[] = [];
    const raw: unknown[] = [];
    try {
      const cookie = await adminCookie(shop.url);
      for (const target of targets) {
        // The loader alone, as a tab switch in the browser fetches it; probed first with the
        // session (context.measure's probe sends none), so a redirect to sign-in cannot pass.
        const url = `${shop.url}/admin.data?${target.query}`;
        const body = await (await fetch(url, { headers: { cookie } })).text();
        if (!body.includes('"routes/admin"') || body.includes("SingleFetchRedirect")) {
          throw new Error(`${target.label}: ${url} did not answer with the tab's data: ${body.slice(0, 200)}`);
        }
        const measured: Target = {
          label: target.label,
          probe: { status: 200, bodyBytes: Buffer.byteLength(body), contentType: "text/x-script" },
          result: await context.load(target.label, { url, headers: { cookie }, connections: CONNECTIONS }),
        };
        raw.push({ target, result: measured.result });
        const { reqPerSec, latencyMs } = measured.result;
        rows.push([target.label, `\`${target.query}\``, format.ms(inProcess.get(target.query)!), format.rate(reqPerSec), format.ms(latencyMs.p50), format.ms(latencyMs.p99), errorCell(measured), format.bytes(measured.probe.bodyBytes), othersCell(measured)]);
        checks.push({
          name: `${target.label}: p50 ≤ ${P50_TARGET_MS} ms`,
          pass: latencyMs.p50 <= P50_TARGET_MS && measured.result.non2xx + measured.result.errors === 0,
          detail: `p50 ${format.ms(latencyMs.p50)} ms, p99 ${format.ms(latencyMs.p99)} ms`,
        });
      }
      context.log("  CSV export of every order…");
      const exported = await timeExport(`${shop.url}/admin/orders.csv`, cookie, shop.pid);
      raw.push({ export: exported });
      const growth = exported.peak - exported.before;
      checks.push(
        { name: `CSV export of ${ORDERS.toLocaleString("en-US")} orders ≤ ${EXPORT_TARGET_S} s`, pass: exported.seconds <= EXPORT_TARGET_S && exported.rows === ORDERS, detail: `${exported.seconds.toFixed(1)} s, ${exported.rows.toLocaleString("en-US")} rows` },
        { name: `RSS growth during the export ≤ ${RSS_GROWTH_TARGET_MB} MB (peak sampled every 50 ms minus RSS just before)`, pass: growth <= RSS_GROWTH_TARGET_MB, detail: `${growth.toFixed(0)} MB` },
      );
      const markdown = [
        title,
        "",
        `Seeded with \`npm run seed -- --orders ${ORDERS} --customers ${CUSTOMERS}\` in ${seedSeconds.toFixed(0)} s on ${PRODUCTS.toLocaleString("en-US")} products; each target is \`GET /admin.data?…\` (the tab's loader) with an admin session, ${CONNECTIONS} connections; "loader alone" is \`loadAdminTab\` called in the bench process on the same database, one call at a time (median of 15).`,
        "",
        table(["Target", "query", "loader alone p50 ms", "req/s", "p50 ms", "p99 ms", "errors", "body", "other CPU"], rows, [false, false, true, true, true, true, true, true, true]),
        "",
        table(
          ["CSV export", "rows", "size", "seconds", "RSS before MB", "peak RSS MB", "growth MB"],
          [["`GET /admin/orders.csv`", exported.rows.toLocaleString("en-US"), format.bytes(exported.bytes), exported.seconds.toFixed(1), exported.before.toFixed(0), exported.peak.toFixed(0), growth.toFixed(0)]],
          [false, true, true, true, true, true, true],
        ),
        "",
        checkLines(checks),
      ].join("\n");
      return { markdown, checks, raw };
    } finally {
      await shop.stop();
    }
  },
};
