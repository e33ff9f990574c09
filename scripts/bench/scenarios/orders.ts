/**
 * Order placement on PostgreSQL: signed-in customers (one per connection's worth) place orders
 * as fast as the shop takes them — each a POST of the payment page's data request with a new
 * checkout key, 1–3 lines among 20 well-stocked products, and now and then a scarce product
 * that sells out, so refusals (409) happen too. Afterwards the database must add up exactly:
 * one order per 2xx answer, stock taken = units ordered, totals = items + delivery.
 */
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import type { Request } from "autocannon";
import pg from "pg";
import { loadConfig } from "~/config.server";
import { openDatabase } from "~/db/client.server";
import { HOME_STATE, HOME_STATE_DELIVERY_PAISE, OTHER_STATE_DELIVERY_PAISE } from "~/domain/checkout/delivery-charge";
import { INDIAN_STATES } from "~/domain/checkout/indian-states";
import { createAuth } from "~/services/auth/auth.server";
import { datasetEnv, type Dataset } from "../datasets";
import type { Probe } from "../load";
import { checkLines, format, table, type Check } from "../report";
import { errorCell, measurementNotes, othersCell, type BenchContext, type Scenario, type Target } from "../scenario";

/** A small catalogue of its own (the run writes to it). */
const PRODUCTS = 1_000;
const DEFAULT_DURATION_SEC = 20;
/** Seconds of warm-up at most: its orders count in the consistency check too. */
const MAX_WARMUP_SEC = 2;
const STOCKED_PRODUCTS = 20;
const PLENTY = 1_000_000;
const SCARCE_STOCK = 200;
/** Share of orders that ask for the scarce product as well. */
const SCARCE_SHARE = 0.15;
const PATH = "/payment.data";
const PASSWORD = "bench-customer-password";
/** An order's id in the 2xx answer: the redirect to its payment page. */
const PLACED = /\/payment\?order=(HAL\d+)/;

type Line = { productId: string; quantity: number };
type Customer = { userId: string; email: string; cookie: string };
/** What one request asked for, by checkout key. */
type Sent = { userId: string; lines: Line[] };
type Answer = { status: number; orderId: string | null };

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

// ---------------------------------------------------------------- setup

type Stock = {
  /** The well-stocked products, and their unit prices. */
  stocked: string[];
  scarce: string;
  initial: Map<string, number>;
  prices: Map<string, number>;
};

/** Picks 21 products: 20 get plenty of stock, one gets a little. */
async function stockProducts(dataset: Dataset): Promise<Stock> {
  return withClient(dataset, async (client) => {
    const { rows: existing } = await client.query<{ count: number }>(`select count(*)::int as count from "order"`);
    if (existing[0]!.count !== 0) throw new Error("the orders dataset should start without orders");
    const { rows } = await client.query<{ id: string; price_paise: string }>(
      "select id, price_paise from product order by id limit $1",
      [STOCKED_PRODUCTS + 1],
    );
    if (rows.length < STOCKED_PRODUCTS + 1) throw new Error(`the catalogue has fewer than ${STOCKED_PRODUCTS + 1} products`);
    const stocked = rows.slice(0, STOCKED_PRODUCTS).map((row) => row.id);
    const scarce = rows[STOCKED_PRODUCTS]!.id;
    await client.query("update product set stock_quantity = $2, in_stock = true where id = any($1)", [stocked, PLENTY]);
    await client.query("update product set stock_quantity = $2, in_stock = true where id = $1", [scarce, SCARCE_STOCK]);
    return {
      stocked,
      scarce,
      initial: new Map([...stocked.map((id) => [id, PLENTY] as const), [scarce, SCARCE_STOCK]]),
      prices: new Map(rows.map((row) => [row.id, Number(row.price_paise)])),
    };
  });
}

/**
 * Customers with sessions, made in this process with the shop's own Better Auth setup on the
 * benchmark database (registration over HTTP is rate-limited). The same secret and base URL
 * as the server, so it accepts their session cookies.
 */
async function createCustomers(dataset: Dataset, baseUrl: string, secret: string, count: number): Promise<Customer[]> {
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "warn", ...datasetEnv(dataset), BASE_URL: baseUrl, AUTH_SECRET: secret });
  const database = await openDatabase({ engine: "postgres", url: dataset.databaseUrl!, poolSize: 4 });
  try {
    const auth = createAuth(config, database.db);
    const customers: Customer[] = new Array(count);
    let next = 0;
    // Password hashing is slow on purpose: a few at a time.
    const worker = async () => {
      for (let i = next++; i < count; i = next++) {
        const number = String(i + 1).padStart(3, "0");
        const email = `bench-customer-${number}@example.com`;
        const { headers, response } = await auth.api.signUpEmail({
          body: { name: `Bench Customer ${number}`, email, password: PASSWORD, username: `bench${number}`, phone: mobileFor(i) },
          returnHeaders: true,
        });
        const cookie = headers
          .getSetCookie()
          .map((line) => line.split(";")[0]!)
          .find((pair) => pair.startsWith("shop.session_token="));
        if (!cookie) throw new Error(`signing up ${email} gave no shop.session_token cookie`);
        customers[i] = { userId: response.user.id, email, cookie };
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, count) }, worker));
    return customers;
  } finally {
    await database.close();
  }
}

/** The shop must see a customer as signed in: their profile page shows their e-mail. */
async function confirmSignedIn(baseUrl: string, customer: Customer): Promise<void> {
  const response = await fetch(`${baseUrl}/profile`, { headers: { cookie: customer.cookie }, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200 || !html.includes(customer.email)) {
    throw new Error(
      `GET /profile with ${customer.email}'s session cookie answered ${response.status}` +
        `${response.status === 200 ? " without the e-mail" : ` (${response.headers.get("location") ?? "no redirect"})`}: the shop does not accept the session`,
    );
  }
}

/** One order placed as the browser would, before the load: it must come back as a redirect to its payment page. */
async function placeProbeOrder(
  baseUrl: string,
  customers: Customer[],
  newOrder: (customer: number) => { checkoutKey: string; body: string },
  answers: Map<string, Answer>,
): Promise<Probe> {
  const { checkoutKey, body } = newOrder(0);
  const response = await fetch(baseUrl + PATH, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie: customers[0]!.cookie },
    body,
    redirect: "manual",
  });
  const text = await response.text();
  const orderId = PLACED.exec(text)?.[1] ?? null;
  answers.set(checkoutKey, { status: response.status, orderId });
  if (response.status < 200 || response.status >= 300 || !orderId) {
    throw new Error(`a probe order (POST ${PATH}) answered ${response.status} without an order redirect: ${text.slice(0, 300)}`);
  }
  return { status: response.status, bodyBytes: Buffer.byteLength(text), contentType: response.headers.get("content-type") ?? "" };
}

/** 1–3 distinct well-stocked products, 1–3 units each; in some orders one of them is the scarce product. */
function orderLines(stock: Stock): Line[] {
  const count = 1 + randomInt(3);
  const ids = new Set<string>();
  while (ids.size < count) ids.add(stock.stocked[randomInt(stock.stocked.length)]!);
  const lines = [...ids].map((productId) => ({ productId, quantity: 1 + randomInt(3) }));
  if (Math.random() < SCARCE_SHARE) lines[randomInt(lines.length)] = { productId: stock.scarce, quantity: 1 + randomInt(3) };
  return lines;
}

function mobileFor(customer: number): string {
  return `98765${String(customer).padStart(5, "0")}`;
}

/** Half the customers live in the shop's home state (lower delivery charge). */
function shippingFor(index: number, customer: Customer) {
  const state = index % 2 === 0 ? HOME_STATE : INDIAN_STATES[index % INDIAN_STATES.length]!;
  return {
    fullName: `Bench Customer ${index + 1}`,
    mobile: mobileFor(index),
    email: customer.email,
    address: `${index + 1} Anna Salai`,
    city: "Chennai",
    pincode: "600002",
    state,
    landmark: index % 3 === 0 ? "Near the bus stand" : undefined,
  };
}

async function withClient<T>(dataset: Dataset, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dataset.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Waits (up to 20 s) until no other session of the benchmark database is busy. */
async function waitForIdleDatabase(dataset: Dataset): Promise<void> {
  await withClient(dataset, async (client) => {
    const deadline = Date.now() + 20_000;
    let quietPolls = 0;
    while (Date.now() < deadline && quietPolls < 3) {
      const { rows } = await client.query<{ busy: number }>(
        "select count(*)::int as busy from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'",
      );
      quietPolls = rows[0]!.busy === 0 ? quietPolls + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
}

/** Average number of the shop's database connections in each state while the load ran. */
type ConnectionStates = { samples: number; working: number; lockWait: number; inTransaction: number; idle: number };

/**
 * Samples pg_stat_activity of the benchmark database every 250 ms while the load runs: are the
 * shop's connections working, queued behind another order's row locks, or holding a transaction
 * open while the app does its part? Tells where the time of an order goes.
 */
async function sampleConnections(dataset: Dataset): Promise<{ stop: () => Promise<ConnectionStates | null> }> {
  const client = new pg.Client({ connectionString: dataset.databaseUrl });
  await client.connect();
  const totals: ConnectionStates = { samples: 0, working: 0, lockWait: 0, inTransaction: 0, idle: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ state: string | null; wait_event_type: string | null }>(
        `select state, wait_event_type from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      totals.samples++;
      for (const { state, wait_event_type: wait } of rows) {
        if (state === "active" && wait === "Lock") totals.lockWait++;
        else if (state === "active") totals.working++;
        else if (state?.startsWith("idle in transaction")) totals.inTransaction++;
        else totals.idle++;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop.catch(() => {});
      await client.end().catch(() => {});
      if (!totals.samples) return null;
      const average = (value: number) => value / totals.samples;
      return {
        samples: totals.samples,
        working: average(totals.working),
        lockWait: average(totals.lockWait),
        inTransaction: average(totals.inTransaction),
        idle: average(totals.idle),
      };
    },
  };
}

function connectionNote(states: ConnectionStates): string {
  const one = (value: number) => value.toFixed(1);
  const total = states.working + states.lockWait + states.inTransaction + states.idle;
  return (
    `- The shop's PostgreSQL connections during the run (warm-up included; ${states.samples} samples of pg_stat_activity), on average ` +
    `${one(total)} open: ${one(states.working)} running a query, ${one(states.lockWait)} waiting for a lock held by another order, ` +
    `${one(states.inTransaction)} in a transaction waiting for the app, ${one(states.idle)} idle.`
  );
}

// ---------------------------------------------------------------- checks

type DatabaseState = {
  orders: { checkoutKey: string; orderId: string; userId: string }[];
  /** Checkout key → its order's lines. */
  linesByKey: Map<string, Line[]>;
  itemCount: number;
  unitsOrdered: number;
  soldByProduct: Map<string, number>;
  stockNow: Map<string, { quantity: number | null; inStock: boolean }>;
  badTotals: number;
  badSubtotals: number;
  badDelivery: number;
  badUnitPrices: number;
  distinctOrderIds: number;
  badStatusEvents: number;
};

async function inspect(dataset: Dataset, stock: Stock): Promise<DatabaseState> {
  return withClient(dataset, async (client) => {
    const { rows: orderRows } = await client.query<{ checkout_key: string; order_id: string; user_id: string }>(
      `select checkout_key, order_id, user_id from "order"`,
    );
    const { rows: itemRows } = await client.query<{ checkout_key: string; product_id: string | null; quantity: number }>(
      `select o.checkout_key, i.product_id, i.quantity from order_item i join "order" o on o.id = i.order_id order by o.checkout_key, i.position`,
    );
    const linesByKey = new Map<string, Line[]>();
    const soldByProduct = new Map<string, number>();
    for (const row of itemRows) {
      const productId = row.product_id ?? "(deleted)";
      linesByKey.set(row.checkout_key, [...(linesByKey.get(row.checkout_key) ?? []), { productId, quantity: row.quantity }]);
      soldByProduct.set(productId, (soldByProduct.get(productId) ?? 0) + row.quantity);
    }
    const { rows: stockRows } = await client.query<{ id: string; stock_quantity: number | null; in_stock: boolean }>(
      "select id, stock_quantity, in_stock from product where id = any($1)",
      [[...stock.initial.keys()]],
    );
    const { rows: money } = await client.query<{ bad_totals: number; bad_subtotals: number; bad_delivery: number }>(
      `select
         count(*) filter (where o.total_paise <> o.subtotal_paise + o.delivery_charge_paise)::int as bad_totals,
         count(*) filter (where i.subtotal is null or o.subtotal_paise <> i.subtotal)::int as bad_subtotals,
         count(*) filter (where o.delivery_charge_paise <> case when o.shipping->>'state' = $1 then $2::bigint else $3::bigint end)::int as bad_delivery
       from "order" o
       left join (select order_id, sum(unit_price_paise * quantity) as subtotal from order_item group by order_id) i on i.order_id = o.id`,
      [HOME_STATE, HOME_STATE_DELIVERY_PAISE, OTHER_STATE_DELIVERY_PAISE],
    );
    const { rows: prices } = await client.query<{ bad: number }>(
      "select count(*)::int as bad from order_item i join product p on p.id = i.product_id where i.unit_price_paise <> p.price_paise",
    );
    const { rows: ids } = await client.query<{ distinct_ids: number }>(`select count(distinct order_id)::int as distinct_ids from "order"`);
    const { rows: events } = await client.query<{ bad: number }>(
      `select count(*)::int as bad from "order" o
       where (select count(*) from order_status_event e where e.order_id = o.id) <> 1
          or not exists (select 1 from order_status_event e where e.order_id = o.id and e.status = 'Order Placed')`,
    );
    return {
      orders: orderRows.map((row) => ({ checkoutKey: row.checkout_key, orderId: row.order_id, userId: row.user_id })),
      linesByKey,
      itemCount: itemRows.length,
      unitsOrdered: itemRows.reduce((sum, row) => sum + row.quantity, 0),
      soldByProduct,
      stockNow: new Map(stockRows.map((row) => [row.id, { quantity: row.stock_quantity, inStock: row.in_stock }])),
      badTotals: money[0]!.bad_totals,
      badSubtotals: money[0]!.bad_subtotals,
      badDelivery: money[0]!.bad_delivery,
      badUnitPrices: prices[0]!.bad,
      distinctOrderIds: ids[0]!.distinct_ids,
      badStatusEvents: events[0]!.bad,
    };
  });
}

function tallyAnswers(sent: Map<string, Sent>, answers: Map<string, Answer>) {
  let ok = 0;
  let refused = 0;
  let other = 0;
  const otherStatuses = new Map<number, number>();
  for (const { status } of answers.values()) {
    if (status >= 200 && status < 300) ok++;
    else if (status === 409) refused++;
    else {
      other++;
      otherStatuses.set(status, (otherStatuses.get(status) ?? 0) + 1);
    }
  }
  return { ok, refused, other, otherStatuses: Object.fromEntries(otherStatuses), unanswered: sent.size - answers.size };
}

const sameLines = (a: Line[], b: Line[]) => {
  const key = (lines: Line[]) => lines.map((line) => `${line.productId}×${line.quantity}`).sort().join(",");
  return key(a) === key(b);
};

function consistencyChecks({
  sent,
  answers,
  stock,
  database,
  connections,
}: {
  sent: Map<string, Sent>;
  answers: Map<string, Answer>;
  stock: Stock;
  database: DatabaseState;
  connections: number;
}): Check[] {
  const tally = tallyAnswers(sent, answers);
  const orderByKey = new Map(database.orders.map((row) => [row.checkoutKey, row]));
  const isOk = (answer: Answer | undefined) => answer !== undefined && answer.status >= 200 && answer.status < 300;

  // Orders ↔ answers.
  let okWithoutOrder = 0;
  let refusedWithOrder = 0;
  let lateOrders = 0;
  let unknownOrders = 0;
  for (const [key, answer] of answers) {
    if (isOk(answer) && !orderByKey.has(key)) okWithoutOrder++;
    if (!isOk(answer) && orderByKey.has(key)) refusedWithOrder++;
  }
  for (const row of database.orders) {
    if (!sent.has(row.checkoutKey)) unknownOrders++;
    else if (!answers.has(row.checkoutKey)) lateOrders++;
  }
  const ordersForOk = database.orders.length - lateOrders - unknownOrders;

  // Each answer and order against its request.
  let wrongOrderId = 0;
  let wrongLines = 0;
  let wrongCustomer = 0;
  for (const row of database.orders) {
    const request = sent.get(row.checkoutKey);
    if (!request) continue;
    const answer = answers.get(row.checkoutKey);
    if (answer && isOk(answer) && answer.orderId !== row.orderId) wrongOrderId++;
    if (!sameLines(request.lines, database.linesByKey.get(row.checkoutKey) ?? [])) wrongLines++;
    if (request.userId !== row.userId) wrongCustomer++;
  }
  const refusedWithoutScarce = [...answers].filter(
    ([key, answer]) => answer.status === 409 && !sent.get(key)?.lines.some((line) => line.productId === stock.scarce),
  ).length;

  // Stock.
  const stockProblems: string[] = [];
  for (const [id, initial] of stock.initial) {
    const now = database.stockNow.get(id);
    const sold = database.soldByProduct.get(id) ?? 0;
    if (now?.quantity === null || now === undefined) {
      stockProblems.push(`${id}: stock no longer tracked`);
      continue;
    }
    if (initial - now.quantity !== sold) stockProblems.push(`${id}: ${initial} − ${now.quantity} ≠ ${sold} ordered`);
    if (now.inStock !== now.quantity > 0) stockProblems.push(`${id}: in_stock ${now.inStock} with ${now.quantity} left`);
  }
  const elsewhere = [...database.soldByProduct].filter(([id]) => !stock.initial.has(id));
  const scarceNow = database.stockNow.get(stock.scarce)?.quantity ?? null;
  const scarceSold = database.soldByProduct.get(stock.scarce) ?? 0;
  const scarceOk = scarceNow !== null && scarceNow >= 0 && scarceSold === SCARCE_STOCK - scarceNow && (scarceNow > 0 || scarceSold === SCARCE_STOCK);

  return [
    {
      name: "No errors: every answer was 2xx or a 409 refusal",
      pass: tally.other === 0,
      detail:
        tally.other === 0
          ? `${format.rate(tally.ok)} × 2xx, ${format.rate(tally.refused)} × 409`
          : `${Object.entries(tally.otherStatuses).map(([status, count]) => `${count} × HTTP ${status}`).join(", ")}`,
    },
    {
      name: "Orders created = 2xx answers (warm-up and probe included)",
      pass: okWithoutOrder === 0 && refusedWithOrder === 0 && unknownOrders === 0 && ordersForOk === tally.ok,
      detail:
        `${format.rate(database.orders.length)} orders = ${format.rate(tally.ok)} answered 2xx` +
        ` + ${lateOrders} placed by requests cut off when a run stopped (${tally.unanswered} unanswered, at most ${connections} per run)` +
        (okWithoutOrder ? `; ${okWithoutOrder} 2xx answers without an order` : "") +
        (refusedWithOrder ? `; ${refusedWithOrder} refused requests with an order` : "") +
        (unknownOrders ? `; ${unknownOrders} orders nobody asked for` : ""),
    },
    {
      name: "Each order is what its request asked for (customer, products, quantities) and its 2xx answer names it",
      pass: wrongOrderId === 0 && wrongLines === 0 && wrongCustomer === 0,
      detail: `${wrongOrderId} answers naming another order, ${wrongLines} orders with other lines, ${wrongCustomer} orders of another customer`,
    },
    {
      name: "Refusals only for the scarce product",
      pass: refusedWithoutScarce === 0,
      detail: `${format.rate(tally.refused)} refused, ${refusedWithoutScarce} of them without the scarce product`,
    },
    {
      name: "Stock: initial − current = units ordered, for every product ordered; in_stock matches",
      pass: stockProblems.length === 0 && elsewhere.length === 0,
      detail:
        stockProblems.length || elsewhere.length
          ? [...stockProblems, ...elsewhere.map(([id, sold]) => `${id}: ${sold} ordered, not one of the benchmark's products`)].slice(0, 5).join("; ")
          : `${stock.initial.size} products, ${format.rate(database.unitsOrdered)} units`,
    },
    {
      name: `Scarce product (${SCARCE_STOCK} in stock) never below 0, exactly ${SCARCE_STOCK} sold once sold out`,
      pass: scarceOk,
      detail: `${scarceSold} sold, ${scarceNow ?? "untracked"} left${scarceNow === 0 ? " (sold out)" : ""}`,
    },
    {
      name: "Totals: total = subtotal + delivery, subtotal = Σ unit price × quantity, delivery by state",
      pass: database.badTotals === 0 && database.badSubtotals === 0 && database.badDelivery === 0,
      detail: `${database.badTotals} bad totals, ${database.badSubtotals} bad subtotals, ${database.badDelivery} bad delivery charges of ${format.rate(database.orders.length)} orders`,
    },
    {
      name: "Unit prices are the catalogue's",
      pass: database.badUnitPrices === 0,
      detail: `${database.badUnitPrices} of ${format.rate(database.itemCount)} lines differ`,
    },
    {
      name: "Order ids distinct",
      pass: database.distinctOrderIds === database.orders.length,
      detail: `${format.rate(database.distinctOrderIds)} distinct of ${format.rate(database.orders.length)}`,
    },
    {
      name: "One “Order Placed” status event per order",
      pass: database.badStatusEvents === 0,
      detail: `${database.badStatusEvents} orders without exactly one`,
    },
  ];
}
