/**
 * `npm run seed` — migrates the database, seeds the demo catalogue into an empty one, and
 * with `--products N` adds N synthetic products for scale work. Uses DATABASE_URL when set,
 * else the PGlite database in DATA_DIR (stop the shop first: PGlite serves one process).
 */
import { parseArgs } from "node:util";
import { SingleBar, Presets } from "cli-progress";
import { loadConfig } from "~/config.server";
import { openConfiguredDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { product } from "~/db/schema";
import { seedDemoCatalogue } from "~/db/seed/seed-demo-catalogue.server";
import { syntheticProducts } from "~/db/seed/synthetic-products";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "0" },
    "batch-size": { type: "string", default: "2000" },
  },
});
const count = Number(values.products);
const batchSize = Number(values["batch-size"]);
if (!Number.isInteger(count) || count < 0 || count > 10_000_000) {
  console.error("--products must be a whole number between 0 and 10,000,000");
  process.exit(1);
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
  const total = await database.db.$count(product);
  console.log(
    `Catalogue: ${total.toLocaleString("en-IN")} products on ${database.engine} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
} finally {
  await database.close();
}
