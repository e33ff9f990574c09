/**
 * Order placement on PostgreSQL: signed-in customers (one per connection's worth) place orders
 * as fast as the shop takes them — each a POST of the payment page's data request with a new
 * checkout key, 1–3 lines among 20 well-stocked products, and now and then a scarce product
 * that sells out, so refusals (409) happen too. Afterwards the database must add up exactly:
 * one order per 2xx answer, stock taken = units ordered, totals = items + delivery.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Request } from "autocannon";
import { checkLines, format, table, type Check } from "../report";
import { errorCell, measurementNotes, othersCell, type Scenario, type Target } from "../scenario";
import { consistencyChecks, tallyAnswers } from "./orders-checks";
import { connectionNote, inspect, sampleConnections, waitForIdleDatabase, type ConnectionStates } from "./orders-database";
import { PATH, PLACED, PLENTY, SCARCE_SHARE, SCARCE_STOCK, STOCKED_PRODUCTS, type Answer, type Sent } from "./orders-model";
import { confirmSignedIn, createCustomers, orderLines, placeProbeOrder, shippingFor, stockProducts } from "./orders-setup";

/** A small catalogue of its own (the run writes to it). */
const PRODUCTS = 1_000;
const DEFAULT_DURATION_SEC = 20;
/** Seconds of warm-up at most: its orders count in the consistency check too. */
const MAX_WARMUP_SEC = 2;

export const orders: Scenario = {
  id: "orders",
  title: "Order placement on PostgreSQL",
  async run(context) {
    const customerCount = context.options.connections;
    const title = `## Order placement on PostgreSQL, ${customerCount} customers`;
    if (!context.options.engines.includes("postgres")) {
      const checks: Check[] = [{ name: "Order placement adds up", pass: "skip", detail: "PostgreSQL was not selected (--engines)" }];
      return { markdown: `${title}\n\nSkipped: PostgreSQL was not selected.`, checks, raw: null };
    }
    const durationSec = context.options.durationIsDefault ? DEFAULT_DURATION_SEC : context.options.durationSec;
    const warmupSec = Math.min(context.options.warmupSec, MAX_WARMUP_SEC);

    const dataset = await context.datasets.get("postgres", PRODUCTS, { fresh: true });
    const stock = await stockProducts(dataset);
    const secret = randomBytes(32).toString("base64url");
    const shop = await context.startShop(dataset, { env: { AUTH_SECRET: secret } });
    const sent = new Map<string, Sent>();
    const answers = new Map<string, Answer>();
    let target: Target;
    let serverLogLines: number;
    let connectionStates: ConnectionStates | null = null;
    try {
      context.log(`  creating ${customerCount} customers…`);
      const customers = await createCustomers(dataset, shop.url, secret, customerCount);
      await confirmSignedIn(shop.url, customers[0]!);

      const newOrder = (customer: number) => {
        const checkoutKey = randomUUID();
        const lines = orderLines(stock);
        sent.set(checkoutKey, { userId: customers[customer]!.userId, lines });
        return { checkoutKey, body: JSON.stringify({ checkoutKey, items: lines, shipping: shippingFor(customer, customers[customer]!) }) };
      };
      const probe = await placeProbeOrder(shop.url, customers, newOrder, answers);

      // autocannon resets a connection's context before each request (one request in the
      // sequence), so customers take turns rather than keep a connection each.
      let turn = 0;
      const request: Request = {
        method: "POST",
        path: PATH,
        headers: { "content-type": "application/json", origin: shop.url },
        setupRequest: (req, requestContext) => {
          const customer = turn++ % customers.length;
          const { checkoutKey, body } = newOrder(customer);
          requestContext.checkoutKey = checkoutKey;
          return { ...req, headers: { ...req.headers, cookie: customers[customer]!.cookie }, body };
        },
        onResponse: (status, body, requestContext) => {
          answers.set(requestContext.checkoutKey as string, { status, orderId: PLACED.exec(body)?.[1] ?? null });
        },
      };
      const label = `postgres POST ${PATH}, ${customerCount} customers`;
      const sampler = await sampleConnections(dataset);
      const result = await context.load(label, {
        url: shop.url + PATH,
        connections: customerCount,
        durationSec,
        warmupSec,
        requests: [request],
      }).finally(async () => (connectionStates = await sampler.stop()));
      target = { label: `POST \`${PATH}\` (place order)`, probe, result };
      serverLogLines = shop.logLines();
      // Requests cut off when a run ended may still be placing their orders: let them finish.
      await waitForIdleDatabase(dataset);
    } finally {
      await shop.stop();
    }

    const database = await inspect(dataset, stock);
    const checks = consistencyChecks({ sent, answers, stock, database, connections: customerCount });
    const { result } = target;
    const refused = result.statusCodes["409"] ?? 0;
    const ok = Object.entries(result.statusCodes).reduce((sum, [code, count]) => (code.startsWith("2") ? sum + count : sum), 0);
    const tally = tallyAnswers(sent, answers);
    const notes = [
      ...(connectionStates ? [connectionNote(connectionStates)] : []),
      ...measurementNotes([{ label: target.label, result }]),
      ...(serverLogLines > 0 ? [`- The server wrote ${serverLogLines} warning/error log lines during the run.`] : []),
    ];
    const markdown = [
      title,
      "",
      table(
        ["Target", "orders/s", "p50 ms", "p99 ms", "refused (409)", "other non-2xx", "errors", "other CPU"],
        [
          [
            target.label,
            format.rate(ok / result.durationSec),
            format.ms(result.latencyMs.p50),
            format.ms(result.latencyMs.p99),
            refused,
            result.non2xx - refused,
            errorCell(target),
            othersCell(target),
          ],
        ],
        [false, true, true, true, true, true, true, true],
      ),
      "",
      `${customerCount} signed-in customers taking turns on ${customerCount} connections, ${warmupSec} s warm-up + ${durationSec} s measured; ` +
        `each order 1–3 lines of 1–3 units among ${STOCKED_PRODUCTS} products with ${PLENTY.toLocaleString("en-US")} in stock, ` +
        `and ${Math.round(SCARCE_SHARE * 100)} % of orders also ask for a product with ${SCARCE_STOCK} in stock, refused (409) once it runs out. ` +
        `A placed order answers HTTP ${target.probe.status} with a ${format.bytes(target.probe.bodyBytes)} turbo-stream redirect to its payment page; ` +
        "orders/s counts 2xx answers; the latencies are of all answers, refusals included.",
      "",
      table(
        ["Warm-up + measured, and the database afterwards", "count"],
        [
          ["requests sent (probe order included)", format.rate(sent.size)],
          ["answered 2xx (order placed)", format.rate(tally.ok)],
          ["answered 409 (refused)", format.rate(tally.refused)],
          ["answered otherwise", format.rate(tally.other)],
          ["unanswered (cut off at the end of a run, or timed out)", format.rate(tally.unanswered)],
          ["orders in the database", format.rate(database.orders.length)],
          ["order lines / units ordered", `${format.rate(database.itemCount)} / ${format.rate(database.unitsOrdered)}`],
          [
            `scarce product: sold / left of ${SCARCE_STOCK}`,
            `${database.soldByProduct.get(stock.scarce) ?? 0} / ${database.stockNow.get(stock.scarce)?.quantity ?? "?"}`,
          ],
        ],
        [false, true],
      ),
      ...(notes.length ? ["", ...notes] : []),
      "",
      checkLines(checks),
    ].join("\n");
    return {
      markdown,
      checks,
      raw: { products: PRODUCTS, customers: customerCount, warmupSec, durationSec, result, tally, scarceShare: SCARCE_SHARE, connectionStates },
    };
  },
};
