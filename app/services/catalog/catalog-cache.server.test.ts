import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { product, review } from "~/db/schema";
import { DEFAULT_LISTING } from "~/domain/catalog/listing-query";
import { unpackProducts } from "~/domain/catalog/packed-products";
import { insertProducts, insertUser } from "../../../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { createCatalogCache, type CatalogCache } from "./catalog-cache.server";
import { listenForCatalogChanges, parseCatalogChange, type CatalogChange, type CatalogChanges } from "./catalog-changes.server";

describe("parseCatalogChange", () => {
  it("reads ids, and '*' or nothing as everything", () => {
    expect(parseCatalogChange("a,b")).toEqual({ ids: ["a", "b"], membership: false });
    expect(parseCatalogChange("+a")).toEqual({ ids: ["a"], membership: true });
    expect(parseCatalogChange("+")).toEqual({ ids: [], membership: true });
    expect(parseCatalogChange("+*")).toBe("all");
    expect(parseCatalogChange("*")).toBe("all");
    expect(parseCatalogChange("")).toBe("all");
  });
});

describe.each(ENGINES)("the catalogue cache on %s", (engine) => {
  let database: TestDatabase;
  let changes: CatalogChanges;
  let cache: CatalogCache;
  const heard: CatalogChange[] = [];
  let firstId: string;
  let secondId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    changes = await listenForCatalogChanges(database);
    changes.subscribe((change) => heard.push(change));
    cache = createCatalogCache({ db: database.db, changes });
    const rows = await insertProducts(database.db, [
      { name: "Cached One", pricePaise: 1_000_00, stockQuantity: 5 },
      { name: "Cached Two", pricePaise: 2_000_00 },
    ]);
    firstId = rows[0]!.id!;
    secondId = rows[1]!.id!;
  });
  afterAll(async () => {
    cache?.close();
    await changes?.close();
    await database?.dispose();
  });

  const listedPrice = async (id: string) => (await cache.listProducts(DEFAULT_LISTING)).products.find((p) => p.id === id)?.pricePaise;
  /** The price the listing page's loader sends the browser (the packing read as the browser reads it). */
  const packedPrice = async (id: string) => {
    const { json } = (await cache.listProducts(DEFAULT_LISTING)).packedProducts;
    return unpackProducts({ json }).find((p) => p.id === id)?.pricePaise;
  };

  it("serves a repeated read from memory", async () => {
    await changes.catchUp();
    await cache.listProducts(DEFAULT_LISTING);
    await cache.getProduct(firstId);
    // Changed behind the cache's back (triggers off): it still answers the old value.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(product).set({ pricePaise: 1 }).where(eq(product.id, secondId));
    });
    await changes.catchUp();
    expect(await listedPrice(secondId)).toBe(2_000_00);
    expect(await packedPrice(secondId)).toBe(2_000_00);
    await database.db.update(product).set({ pricePaise: 2_000_00 }).where(eq(product.id, secondId));
  });

  it("hears the ids a statement touched and drops the listings and that product only", async () => {
    await changes.catchUp();
    await cache.getProduct(secondId);
    heard.length = 0;
    await database.db.update(product).set({ pricePaise: 1_500_00, stockQuantity: 4 }).where(eq(product.id, firstId));
    await changes.catchUp();
    await vi.waitFor(() => expect(heard).toContainEqual({ ids: [firstId], membership: false }));
    expect(await listedPrice(firstId)).toBe(1_500_00);
    expect(await packedPrice(firstId)).toBe(1_500_00);
    expect((await cache.getProduct(firstId))?.stockQuantity).toBe(4);
    expect(cache.size.products).toBe(2);
  });

  it("serves the API's listing bytes from memory until a change drops them with the listings", async () => {
    const query = { ...DEFAULT_LISTING, limit: 24 };
    const body = async () => JSON.parse((await cache.listingJson(query)).toString()) as { products: { id: string; pricePaise: number }[]; limit: number; total: number };
    const before = await body();
    expect(before).toMatchObject({ limit: 24, total: (await cache.listProducts(query)).total, page: 1 });
    expect(await cache.listingJson(query)).toBe(await cache.listingJson(query));
    heard.length = 0;
    await database.db.update(product).set({ pricePaise: 1_400_00 }).where(eq(product.id, firstId));
    await changes.catchUp();
    await vi.waitFor(() => expect(heard).toContainEqual({ ids: [firstId], membership: false }));
    expect((await body()).products.find((p) => p.id === firstId)?.pricePaise).toBe(1_400_00);
  });

  it("hears reviews as a change of their product", async () => {
    await cache.getProductWithReviews(secondId);
    const { id: userId } = await insertUser(database.db);
    heard.length = 0;
    await database.db.insert(review).values({ productId: secondId, userId, userName: "Asha K.", rating: 5, comment: "Runs my fan all night." });
    await changes.catchUp();
    await vi.waitFor(() => expect(heard).toContainEqual({ ids: [secondId], membership: false }));
    expect((await cache.getProductWithReviews(secondId)).reviews.map((r) => r.comment)).toEqual(["Runs my fan all night."]);
  });

  it("packs a product page's data once while it is kept, and again after a change (decision 050)", async () => {
    const packed = (await cache.getProductWithReviews(firstId)).packedPage;
    expect((await cache.getProductWithReviews(firstId)).packedPage).toBe(packed);
    expect(JSON.parse(packed.json)).toMatchObject({ product: { id: firstId }, reviews: [] });
    heard.length = 0;
    await database.db.update(product).set({ pricePaise: 1_500_00 }).where(eq(product.id, firstId));
    await changes.catchUp();
    await vi.waitFor(() => expect(heard).toContainEqual({ ids: [firstId], membership: false }));
    const repacked = (await cache.getProductWithReviews(firstId)).packedPage;
    expect(repacked).not.toBe(packed);
    expect(JSON.parse(repacked.json).product.pricePaise).toBe(1_500_00);
    expect(JSON.parse((await cache.getProductWithReviews("not-a-product-id")).packedPage.json)).toStrictEqual({ product: null, reviews: [] });
  });

  it("keeps search counts through price and stock changes, and drops them when products come or go", async () => {
    const matching = async () => (await cache.listProducts({ ...DEFAULT_LISTING, q: "cached" })).matching;
    expect(await matching()).toBe(2);
    heard.length = 0;
    await database.db.update(product).set({ stockQuantity: 3 }).where(eq(product.id, firstId));
    await changes.catchUp();
    // Behind the cache's back: a search count stays until membership changes.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(product).set({ name: "Renamed quietly" }).where(eq(product.id, firstId));
    });
    expect(await matching()).toBe(2);
    heard.length = 0;
    await insertProducts(database.db, [{ name: "Cached Three" }]);
    await changes.catchUp();
    await vi.waitFor(() => expect(heard).toContainEqual(expect.objectContaining({ membership: true })));
    expect(await matching()).toBe(2);
  });

  it("says 'all' for a statement that touches many products", async () => {
    heard.length = 0;
    await insertProducts(database.db, Array.from({ length: 60 }, (_, i) => ({ name: `Bulk ${i}` })));
    await changes.catchUp();
    await vi.waitFor(() => expect(heard).toContain("all"));
    expect((await cache.listProducts(DEFAULT_LISTING)).total).toBe(63);
  });

  it("keeps its data within maxBytes, counted as JSON, the least recently used listing out first", async () => {
    const cheapest = { ...DEFAULT_LISTING, sort: "price-asc" as const };
    const onePage = JSON.stringify(await cache.listProducts(cheapest)).length;
    const small = createCatalogCache({ db: database.db, changes, maxBytes: Math.floor(onePage * 1.5) });
    try {
      await small.listProducts(DEFAULT_LISTING);
      await small.listProducts(cheapest);
      expect(small.size).toMatchObject({ listings: 1 });
      expect(small.size.bytes).toBeGreaterThan(0);
      expect(small.size.bytes).toBeLessThanOrEqual(onePage * 1.5);
    } finally {
      small.close();
    }
  });

  it("does not cache ids that are not UUIDs", async () => {
    expect(await cache.getProduct("not-an-id")).toBeNull();
  });
});
