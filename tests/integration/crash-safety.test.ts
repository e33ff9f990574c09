import { randomInt, randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase, queryRows, type Database } from "~/db/client.server";
import { runPaths } from "../support/database-templates";
import { insertProducts, SHIPPING } from "../support/factories";
import { type Client, register } from "../support/http";
import { exited, startServerProcess, stopServerProcess, type ServerProcess } from "../support/server-process";
import { copyPostgresTemplate, ENGINES } from "../support/test-database";

const KILLS = Number(process.env.CRASH_KILLS ?? 4);
const STOCK = 100_000;

/**
 * Customers place orders as fast as the shop takes them; the server process is killed with
 * SIGKILL at a random moment, several times, and started again on the same data. Every order
 * it acknowledged must exist with its items and its status event, and the stock must add up.
 */
describe.each(ENGINES)("crash safety (%s)", (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-crash-"));
  let postgres: { url: string; drop: () => Promise<void> } | null = null;
  afterAll(async () => {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const openData = async (): Promise<Database> =>
    postgres ? openDatabase({ engine: "postgres", url: postgres.url, poolSize: 2 }) : openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "pglite") });

  it(`keeps every acknowledged order through ${KILLS} hard kills`, { timeout: 900_000 }, async () => {
    if (engine === "postgres") postgres = await copyPostgresTemplate();
    else cpSync(runPaths(inject("testRunId")).pgliteTemplateDir, path.join(dataDir, "pglite"), { recursive: true });
    const setup = await openData();
    const products = await insertProducts(setup.db, Array.from({ length: 4 }, () => ({ stockQuantity: STOCK, inStock: true })));
    await setup.close();
    const env = { DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "error", ...(postgres ? { DATABASE_URL: postgres.url } : {}) };

    const acknowledged = new Map<string, number>(); // order id → units
    let customers: Client[] = [];
    for (let round = 0; round <= KILLS; round++) {
      const server: ServerProcess = await startServerProcess(env);
      try {
        if (round === 0) {
          customers = [];
          for (let i = 0; i < 3; i++) customers.push(await register(server.url, `crash${i}@example.in`));
        }
        // The customers' sessions live in the database: the same cookies work after a restart.
        const rebased = customers.map((customer) => customer.clone(server.url));
        if (round === KILLS) {
          expect((await rebased[0]!.get("/orders")).status).toBe(200);
          break;
        }
        let stop = false;
        const workers = rebased.map(async (customer) => {
          while (!stop) {
            const units = randomInt(1, 3);
            const item = products[randomInt(products.length)]!;
            try {
              const response = await customer.postJson("/payment.data", { checkoutKey: randomUUID(), items: [{ productId: item.id, quantity: units }], shipping: SHIPPING });
              const body = await response.text();
              const placed = /\/payment\?order=(HAL\d+)/.exec(body);
              if (placed) acknowledged.set(placed[1]!, units);
            } catch {
              return; // the server is gone: what was in flight was never acknowledged
            }
          }
        });
        // Let orders flow, then kill the process without warning, at a random moment.
        await new Promise((resolve) => setTimeout(resolve, randomInt(500, 2500)));
        server.child.kill("SIGKILL");
        await exited(server.child);
        stop = true;
        await Promise.all(workers);
      } finally {
        if (server.child.exitCode === null && server.child.signalCode === null) await stopServerProcess(server.child);
      }
    }

    const check = await openData();
    try {
      const orders = await queryRows<{ order_id: string; items: number; events: number; units: number }>(
        check.db,
        sql`select o.order_id, (select count(*)::int from order_item i where i.order_id = o.id) as items,
          (select count(*)::int from order_status_event e where e.order_id = o.id) as events,
          (select coalesce(sum(quantity), 0)::int from order_item i where i.order_id = o.id) as units
          from "order" o`,
      );
      const byId = new Map(orders.map((row) => [row.order_id, row]));
      const missing = [...acknowledged.keys()].filter((id) => !byId.has(id));
      expect(missing, "acknowledged orders lost").toEqual([]);
      for (const [id, units] of acknowledged) expect(byId.get(id), id).toMatchObject({ items: 1, events: 1, units });
      // No half-written order either: every order has its items and its first event.
      expect(orders.filter((row) => row.items < 1 || row.events < 1)).toEqual([]);
      const stock = await queryRows<{ id: string; stock_quantity: number; sold: number }>(
        check.db,
        sql`select p.id, p.stock_quantity, (select coalesce(sum(i.quantity), 0)::int from order_item i where i.product_id = p.id) as sold from product p`,
      );
      for (const row of stock) expect(row.stock_quantity, row.id).toBe(STOCK - row.sold);
      console.info(`crash safety (${engine}): ${KILLS} kills survived, ${acknowledged.size} acknowledged orders checked, ${orders.length} in the database`);
      expect(acknowledged.size).toBeGreaterThan(0);
    } finally {
      await check.close();
    }
  });
});
