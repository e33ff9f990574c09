import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product } from "~/db/schema";
import { ADMIN_ENV, register, signInAdmin, type Client } from "../support/http";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * Decision 018: each process caches the catalogue (data and anonymous pages) and hears every
 * change from PostgreSQL (LISTEN/NOTIFY), so a change made through one process, or straight
 * in the database, shows on the other within a second — to visitors and signed-in shoppers.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the catalogue cache across two processes on PostgreSQL", () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let productId: string;
  let shopperOnB: Client;
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-catalog-cache-"));

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { poolSize: 2 });
    const env = { ...ADMIN_ENV, DATABASE_URL: database.url!, AUTH_SECRET: "a-shared-secret-for-the-catalogue-cache-test", DATA_DIR: dataDir, SEED_DEMO: "true" };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const [first] = await database.db.select({ id: product.id }).from(product).limit(1);
    productId = first!.id;
    shopperOnB = await register(b.url, "cache-shopper@example.in");
  });

  afterAll(async () => {
    if (a) await stopServerProcess(a.child);
    if (b) await stopServerProcess(b.child);
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const apiOnB = async () => (await (await fetch(`${b.url}/api/products/${productId}`)).json()).product;
  const pageForShopperOnB = async () => (await shopperOnB.get(`/products/${productId}`)).text();
  /** Polls until `check` passes, failing after one second; answers how long it took. */
  const within = async (what: string, check: () => Promise<unknown>) => {
    const start = performance.now();
    await expect.poll(check, { timeout: 1000, interval: 20, message: what }).toBe(true);
    return performance.now() - start;
  };

  it("shows an admin's edit made on one process on the other within a second, cached or not", async () => {
    // Both of B's caches hold the product now: the page cache (anonymous) and the data cache.
    await apiOnB();
    expect((await fetch(`${b.url}/api/products/${productId}`)).headers.get("x-cache")).toBe("HIT");
    expect(await pageForShopperOnB()).not.toContain("Cache Test Inverter");

    const admin = await signInAdmin(a.url);
    const form = new FormData();
    const fields = {
      intent: "save-product", productId, name: "Cache Test Inverter", brand: "Voltwise", type: "inverter",
      capacity: "1100VA", price: "7,777", originalPrice: "", shortDescription: "Edited on process A.",
      description: "An edit made through one process, read through the other.", warranty: "2 years",
      stockStatus: "In Stock", stockQuantity: "9", featured: "false", imageSource: "url", imageUrl: "/images/edited.svg",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const saved = await admin.postMultipart("/admin.data", form);
    expect(saved.status).toBe(200);

    await within("the JSON API on B", async () => (await apiOnB()).pricePaise === 7_777_00);
    await within("the signed-in product page on B", async () => (await pageForShopperOnB()).includes("Cache Test Inverter"));
    await within("the listing on B", async () => (await (await fetch(`${b.url}/products?q=cache+test`)).text()).includes("Cache Test Inverter"));
  });

  it("shows stock taken by an order (any writer of the database) within a second", async () => {
    await apiOnB();
    await database.db
      .update(product)
      .set({ stockQuantity: sql`${product.stockQuantity} - 2` })
      .where(eq(product.id, productId));
    await within("the stock on B", async () => (await apiOnB()).stockQuantity === 7);
    await within("the stock on A", async () => (await (await fetch(`${a.url}/api/products/${productId}`)).json()).product.stockQuantity === 7);
  });
});
