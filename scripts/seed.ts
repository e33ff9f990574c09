/**
 * `npm run seed` — migrates the database, seeds the demo catalogue into an empty one, and
 * with `--products N` adds N synthetic products for scale work, with `--orders N` N orders
 * from `--customers M` customers (default N/5) for the back office. Uses DATABASE_URL when set,
 * else the PGlite database in DATA_DIR (stop the shop first: PGlite serves one process).
 */
import { parseArgs } from "node:util";
import { SingleBar, Presets } from "cli-progress";
import { loadConfig } from "~/config.server";
import { openConfiguredDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { sql } from "drizzle-orm";
import { order, product } from "~/db/schema";
import { seedDemoCatalogue } from "~/db/seed/seed-demo-catalogue.server";
import { syntheticProducts } from "~/db/seed/synthetic-products";
import { seedOrders } from "~/db/seed/seed-orders.server";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "0" },
    "batch-size": { type: "string", default: "2000" },
    orders: { type: "string", default: "0" },
    customers: { type: "string" },
  },
});
const count = Number(values.products);
const batchSize = Number(values["batch-size"]);
const orders = Number(values.orders);
const customers = values.customers === undefined ? Math.ceil(orders / 5) : Number(values.customers);
const wholeUpTo = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;
for (const [name, value, max] of [["--products", count, 10_000_000], ["--orders", orders, 500_000], ["--customers", customers, 1_000_000]] as const) {
  if (!wholeUpTo(value, max)) {
    console.error(`${name} must be a whole number between 0 and ${max.toLocaleString("en-US")}`);
    process.exit(1);
  }
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const started = Date.now();
  const demo = await database.exclusively(async () => {
    await migrateDatabase(database);
    return seedDemoCatalogue(database.db);
  });
  if (demo) console.log(`Seeded ${demo} demo products.`);
  if (count > 0) {
    const existing = await database.db.$count(product);
    const bar = new SingleBar(
      { format: "Adding products [{bar}] {percentage}% | {value}/{total} | {eta}s left", hideCursor: true },
      Presets.shades_classic,
    );
    bar.start(count, 0);
    for (let done = 0; done < count; done += batchSize) {
      const size = Math.min(batchSize, count - done);
      await database.db.insert(product).values(syntheticProducts(existing + done, size));
      bar.update(done + size);
    }
    bar.stop();
  }
  if (orders > 0) {
    const bar = new SingleBar(
      { format: "Adding orders [{bar}] {percentage}% | {value}/{total} | {eta}s left", hideCursor: true },
      Presets.shades_classic,
    );
    bar.start(orders, 0);
    await seedOrders(database.db, { orders, customers, onProgress: (done) => bar.update(done) });
    bar.stop();
    // Fresh statistics, so the back office's first queries plan for the real table sizes.
    await database.db.execute(sql`analyze "user", "order", order_item, order_status_event`);
    console.log(`Orders: ${(await database.db.$count(order)).toLocaleString("en-IN")}, customers: ${customers.toLocaleString("en-IN")}.`);
  }
  const total = await database.db.$count(product);
  console.log(
    `Catalogue: ${total.toLocaleString("en-IN")} products on ${database.engine} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
} finally {
  await database.close();
}
