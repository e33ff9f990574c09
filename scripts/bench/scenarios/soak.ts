/**
 * Soak (issue 14): `--soak-minutes` (default 10) of mixed traffic — browsing, a signed-in
 * shopper's pages, sign-ins, orders, admin product edits — against two shop processes
 * (`WEB_CONCURRENCY=2`) on PostgreSQL + Redis. Checked: no errors, each process's memory flat
 * (RSS sampled all along; start, middle and end shown), no connection leak (pg_stat_activity).
 */
import { randomBytes } from "node:crypto";
import { processMemory } from "../process-memory";
import { allProcesses } from "../../lib/os";
import { checkLines, format, table, type Check } from "../report";
import type { Scenario } from "../scenario";
import { withClient } from "./orders-database";
import { createCustomers, stockProducts } from "./orders-setup";
import { redisAnswers, REDIS_URL } from "./processes";
import { ADMIN, KINDS, runTraffic, signInAdmin } from "./soak-traffic";

const PRODUCTS = 1_000;
const WORKERS = 2;
/** Enough that orders are not held back much by the shop's 10 orders per account per 10 minutes. */
const CUSTOMERS = 150;
const USERS = 8;
/** The shop's pool size per process (app/db/client.server.ts). */
const POOL_MAX = 10;
/** Growth allowed from the middle sample to the end one: more than this is not flat. */
const FLAT_MB = 25;
const FLAT_SHARE = 0.1;

type Sample = { atSec: number; rssMb: Record<number, number>; connections: number };

const rssMb = (pid: number) => processMemory(pid).rssMb;

export const soak: Scenario = {
  id: "soak",
  title: "Soak: mixed traffic on two shop processes",
  async run(context) {
    const minutes = context.options.soakMinutes;
    const title = `## Soak: ${minutes} min of mixed traffic, ${WORKERS} shop processes, PostgreSQL + Redis`;
    if (!context.options.engines.includes("postgres") || !(await redisAnswers())) {
      const why = `needs PostgreSQL and Redis (${REDIS_URL})`;
      return { markdown: `${title}\n\nSkipped: ${why}.`, checks: [{ name: "soak", pass: "skip", detail: why }], raw: null };
    }
    const dataset = await context.datasets.get("postgres", PRODUCTS, { fresh: true });
    const stock = await stockProducts(dataset);
    const products = await withClient(dataset, async (client) =>
      (await client.query<{ id: string }>("select id from product order by id")).rows.map((row) => row.id),
    );
    const sold = new Set([...stock.stocked, stock.scarce]);
    const unsold = products.filter((id) => !sold.has(id));
    const editable = unsold.slice(0, USERS);
    const browsable = unsold.slice(USERS, USERS + 200);
    const secret = randomBytes(32).toString("base64url");
    const shop = await context.startShop(dataset, {
      env: { AUTH_SECRET: secret, WEB_CONCURRENCY: String(WORKERS), REDIS_URL, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MAX_UNPAID_ORDERS: "100" },
    });
    const samples: Sample[] = [];
    let workers: number[];
    let traffic: Awaited<ReturnType<typeof runTraffic>>;
    let serverLogLines: number;
    let serverLogTail: string;
    try {
      workers = allProcesses().filter((stat) => stat.parent === shop.pid).map((stat) => stat.pid).sort((a, b) => a - b);
      if (workers.length !== WORKERS) throw new Error(`expected ${WORKERS} worker processes under ${shop.pid}, found ${workers.length}`);
      context.log(`  soak: primary ${shop.pid}, workers ${workers.join(", ")}; creating ${CUSTOMERS} customers…`);
      const customers = await createCustomers(dataset, shop.url, secret, CUSTOMERS);
      const adminCookie = await signInAdmin(shop.url);
      const pids = [shop.pid, ...workers];
      const started = Date.now();
      const sample = async () => {
        const connections = await withClient(dataset, async (client) =>
          (await client.query<{ count: number }>(
            "select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
          )).rows[0]!.count,
        );
        const entry = { atSec: Math.round((Date.now() - started) / 1000), rssMb: Object.fromEntries(pids.map((pid) => [pid, rssMb(pid)])), connections };
        samples.push(entry);
        context.log(`  soak t=${entry.atSec}s RSS ${pids.map((pid) => `${pid}: ${Math.round(entry.rssMb[pid]!)} MB`).join(", ")}; ${connections} connections`);
      };
      await sample();
      const durationMs = minutes * 60_000;
      const every = durationMs / 10;
      const timer = setInterval(() => void sample(), every);
      context.log(`  soak: ${minutes} min, ${USERS} concurrent users`);
      try {
        traffic = await runTraffic({ baseUrl: shop.url, customers, stock, editable, browsable, users: USERS, durationMs }, adminCookie);
      } finally {
        clearInterval(timer);
      }
      await sample();
      serverLogLines = shop.logLines();
      serverLogTail = shop.tail();
    } finally {
      await shop.stop();
    }

    const first = samples[0]!;
    const last = samples.at(-1)!;
    const middle = samples.reduce((best, entry) =>
      Math.abs(entry.atSec - last.atSec / 2) < Math.abs(best.atSec - last.atSec / 2) ? entry : best,
    );
    const errors = KINDS.reduce((sum, kind) => sum + traffic.byKind[kind].errors, 0);
    const requests = KINDS.reduce((sum, kind) => sum + traffic.byKind[kind].requests, 0);
    const checks: Check[] = [
      { name: "Soak: no errors", pass: errors === 0, detail: `${errors} errors in ${requests} requests` },
      ...workers.map((pid, index) => {
        const grew = last.rssMb[pid]! - middle.rssMb[pid]!;
        return {
          name: `Soak: worker ${index + 1}'s memory flat (middle → end)`,
          pass: grew <= Math.max(FLAT_MB, middle.rssMb[pid]! * FLAT_SHARE),
          detail: `${Math.round(first.rssMb[pid]!)} → ${Math.round(middle.rssMb[pid]!)} → ${Math.round(last.rssMb[pid]!)} MB`,
        };
      }),
      {
        name: "Soak: no connection leak",
        pass: Math.max(...samples.map((entry) => entry.connections)) <= WORKERS * POOL_MAX + 2 && last.connections <= middle.connections + 2,
        detail: `${first.connections} → ${middle.connections} → ${last.connections} sessions (at most ${WORKERS} × ${POOL_MAX} pooled + the primary's)`,
      },
    ];
    const pids = [shop.pid, ...workers];
    const names = ["primary", ...workers.map((_, index) => `worker ${index + 1}`)];
    const markdown = [
      title,
      "",
      table(
        ["Requests", "sent", "errors", "refused 409 (expected: sold out, or too many unpaid orders)", "mean ms"],
        KINDS.map((kind) => {
          const tally = traffic.byKind[kind];
          return [kind, format.rate(tally.requests), tally.errors, tally.expected409, format.ms(tally.requests ? tally.latencyMsTotal / tally.requests : 0)];
        }),
        [false, true, true, true, true],
      ),
      "",
      table(
        ["Sample", "t (s)", ...names.map((name) => `${name} RSS MB`), "PostgreSQL sessions"],
        [["start", first], ["middle", middle], ["end", last]].map(([label, entry]) => {
          const { atSec, rssMb: rss, connections } = entry as Sample;
          return [label as string, atSec, ...pids.map((pid) => Math.round(rss[pid]!)), connections];
        }),
        [false, true, ...pids.map(() => true), true],
      ),
      "",
      `${USERS} concurrent users without pauses, ${CUSTOMERS} customers, ${PRODUCTS.toLocaleString("en-US")} products; ` +
        `RSS and sessions sampled every ${minutes * 6} s (all samples in the JSON). Sessions = pg_stat_activity of the shop's database.`,
      ...traffic.errorSamples.map((message) => `- error: ${message}`),
      ...(serverLogLines > 0
        ? [`- The server wrote ${serverLogLines} warning/error log lines; the last: ${serverLogTail.split("\n").slice(-3).map((line) => `\`${line.slice(0, 200)}\``).join(", ")}`]
        : []),
      "",
      checkLines(checks),
    ].join("\n");
    return { markdown, checks, raw: { minutes, products: PRODUCTS, users: USERS, workers, traffic, samples } };
  },
};
