/** The benchmark database seen directly: while the load runs, when it settles, and afterwards. */
import pg from "pg";
import { HOME_STATE, HOME_STATE_DELIVERY_PAISE, OTHER_STATE_DELIVERY_PAISE } from "~/domain/checkout/delivery-charge";
import type { Dataset } from "../datasets";
import type { Line, Stock } from "./orders-model";

/** A connection of its own to the benchmark database, closed once `work` is done. */
export async function withClient<T>(dataset: Dataset, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dataset.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Waits (up to 20 s) until no other session of the benchmark database is busy. */
export async function waitForIdleDatabase(dataset: Dataset): Promise<void> {
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
export type ConnectionStates = { samples: number; working: number; lockWait: number; inTransaction: number; idle: number };

/**
 * Samples pg_stat_activity of the benchmark database every 250 ms while the load runs: are the
 * shop's connections working, queued behind another order's row locks, or holding a transaction
 * open while the app does its part? Tells where the time of an order goes.
 */
export async function sampleConnections(dataset: Dataset): Promise<{ stop: () => Promise<ConnectionStates | null> }> {
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

export function connectionNote(states: ConnectionStates): string {
  const one = (value: number) => value.toFixed(1);
  const total = states.working + states.lockWait + states.inTransaction + states.idle;
  return (
    `- The shop's PostgreSQL connections during the run (warm-up included; ${states.samples} samples of pg_stat_activity), on average ` +
    `${one(total)} open: ${one(states.working)} running a query, ${one(states.lockWait)} waiting for a lock held by another order, ` +
    `${one(states.inTransaction)} in a transaction waiting for the app, ${one(states.idle)} idle.`
  );
}

export type DatabaseState = {
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

export async function inspect(dataset: Dataset, stock: Stock): Promise<DatabaseState> {
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
