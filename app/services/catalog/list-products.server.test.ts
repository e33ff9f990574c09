import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { DEFAULT_LISTING, PAGE_SIZE, type ListingQuery } from "~/domain/catalog/listing-query";
import { insertProducts } from "../../../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { listProducts } from "./list-products.server";

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe.each(ENGINES)("listProducts on %s", (engine) => {
  let database: TestDatabase;
  const list = (query: Partial<ListingQuery>) => listProducts(database.db, { ...DEFAULT_LISTING, ...query });
  const names = async (query: Partial<ListingQuery>) => (await list(query)).products.map((p) => p.name);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertProducts(database.db, [
      { name: "Zelio+ 1100 Sine Wave", brand: "Luminous", type: "inverter", pricePaise: 8_499_00, createdAt: day(5) },
      { name: "Heavy Duty 2KVA", brand: "Microtek", type: "inverter", pricePaise: 14_990_00, createdAt: day(4) },
      { name: "EasyUPS 600", brand: "APC", type: "ups", pricePaise: 3_200_00, createdAt: day(3) },
      { name: "Online 10kVA", brand: "Numeric", type: "ups", pricePaise: 1_75_000_00, createdAt: day(2) },
      { name: "Tubular 150Ah", brand: "Exide", type: "battery", pricePaise: 13_500_00, createdAt: day(1) },
      { name: "50% Off_Special Pack", brand: "O'Brien Power", type: "battery", pricePaise: 9_999_00, createdAt: day(6) },
    ]);
  });
  afterAll(() => database?.dispose());

  it("lists everything newest first, with both counts", async () => {
    const page = await list({});
    expect(page.products.map((p) => p.name)).toEqual([
      "50% Off_Special Pack",
      "Zelio+ 1100 Sine Wave",
      "Heavy Duty 2KVA",
      "EasyUPS 600",
      "Online 10kVA",
      "Tubular 150Ah",
    ]);
    expect(page).toMatchObject({ matching: 6, total: 6, page: 1, pageCount: 1 });
  });

  it.each([
    ["inverter", ["Zelio+ 1100 Sine Wave", "Heavy Duty 2KVA"]],
    ["ups", ["EasyUPS 600", "Online 10kVA"]],
    ["battery", ["50% Off_Special Pack", "Tubular 150Ah"]],
  ] as const)("filters by type %s, counting the matches against the whole catalogue", async (type, expected) => {
    const page = await list({ type });
    expect(page.products.map((p) => p.name)).toEqual(expected);
    expect(page.matching).toBe(2);
    expect(page.total).toBe(6);
  });

  it("sorts by price both ways", async () => {
    expect(await names({ sort: "price-asc" })).toEqual([
      "EasyUPS 600",
      "Zelio+ 1100 Sine Wave",
      "50% Off_Special Pack",
      "Tubular 150Ah",
      "Heavy Duty 2KVA",
      "Online 10kVA",
    ]);
    expect(await names({ sort: "price-desc", type: "ups" })).toEqual(["Online 10kVA", "EasyUPS 600"]);
  });

  it("searches name and brand, case-insensitively, every word", async () => {
    expect(await names({ q: "luminous" })).toEqual(["Zelio+ 1100 Sine Wave"]);
    expect(await names({ q: "SINE" })).toEqual(["Zelio+ 1100 Sine Wave"]);
    expect(await names({ q: "luminous zelio" })).toEqual(["Zelio+ 1100 Sine Wave"]);
    expect(await names({ q: "zelio microtek" })).toEqual([]);
    expect(await names({ q: "kva", sort: "price-asc" })).toEqual(["Heavy Duty 2KVA", "Online 10kVA"]);
  });

  it("combines search with type and sort", async () => {
    const page = await list({ q: "on", type: "ups", sort: "price-desc" });
    expect(page.products.map((p) => p.name)).toEqual(["Online 10kVA"]);
    expect(page).toMatchObject({ matching: 1, total: 6 });
  });

  it("treats quotes, % and _ as literal text", async () => {
    expect(await names({ q: "o'brien" })).toEqual(["50% Off_Special Pack"]);
    expect(await names({ q: "50%" })).toEqual(["50% Off_Special Pack"]);
    expect(await names({ q: "50%x" })).toEqual([]);
    expect(await names({ q: "f_s" })).toEqual(["50% Off_Special Pack"]);
    expect(await names({ q: "off_s" })).toEqual(["50% Off_Special Pack"]);
    expect(await names({ q: "\\" })).toEqual([]);
  });

  it("treats SQL as text and leaves the table alone", async () => {
    expect(await names({ q: "'; drop table product; --" })).toEqual([]);
    expect(await names({ q: "' or '1'='1" })).toEqual([]);
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from product`);
    expect(row?.n).toBe(6);
  });

  it("matches terms under 3 characters only at the start of a brand or name word", async () => {
    expect(await names({ q: "l" })).toEqual(["Zelio+ 1100 Sine Wave"]);
    expect(await names({ q: "2k" })).toEqual(["Heavy Duty 2KVA"]);
    expect(await names({ q: "kv" })).toEqual([]);
    expect(await names({ q: "o'" })).toEqual(["50% Off_Special Pack"]);
    expect(await names({ q: "sp" })).toEqual(["50% Off_Special Pack"]);
    expect(await names({ q: "%" })).toEqual([]);
    expect(await names({ q: "ea", sort: "price-asc" })).toEqual(["EasyUPS 600"]);
    expect(await names({ q: "tubular 15" })).toEqual(["Tubular 150Ah"]);
  });

  it("answers a short term through the prefix index, not by reading the table", async () => {
    await database.db.execute(sql`set enable_seqscan = off`);
    const plan = await queryRows<{ "QUERY PLAN": string }>(
      database.db,
      sql`explain select id from product where search_prefixes @> array['ab']::text[]`,
    );
    await database.db.execute(sql`reset enable_seqscan`);
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("product_search_prefix_idx");
  });

  it("says so when nothing matches", async () => {
    expect(await list({ q: "refrigerator" })).toMatchObject({ products: [], matching: 0, total: 6, pageCount: 1 });
  });

  describe("paging", () => {
    beforeAll(async () => {
      await insertProducts(
        database.db,
        Array.from({ length: PAGE_SIZE * 2 }, (_, i) => ({
          name: `Paged battery ${String(i).padStart(3, "0")}`,
          type: "battery" as const,
          pricePaise: 1_000_00 + i * 100,
          createdAt: day(10),
        })),
      );
    });

    it("splits into pages of PAGE_SIZE without overlap or gaps", async () => {
      const seen = new Set<string>();
      const first = await list({ type: "battery", sort: "price-asc", page: 1 });
      expect(first.pageCount).toBe(3);
      expect(first.matching).toBe(PAGE_SIZE * 2 + 2);
      for (let page = 1; page <= first.pageCount; page++) {
        const result = await list({ type: "battery", sort: "price-asc", page });
        for (const p of result.products) seen.add(p.id);
      }
      expect(seen.size).toBe(PAGE_SIZE * 2 + 2);
      expect(first.products[0]?.name).toBe("Paged battery 000");
    });

    it("keeps ties in a stable order between pages", async () => {
      const all = [];
      for (let page = 1; page <= 3; page++) all.push(...(await list({ type: "battery", page })).products);
      expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    });

    it("shows the last page for a page past the end", async () => {
      const page = await list({ type: "battery", page: 99 });
      expect(page.page).toBe(3);
      expect(page.products).toHaveLength(2);
    });

    it("keeps the counts exact after inserts, type changes and deletes", async () => {
      expect((await list({})).total).toBe(6 + PAGE_SIZE * 2);
      await database.db.execute(sql`update product set type = 'ups' where name = 'Paged battery 000'`);
      expect((await list({ type: "ups" })).matching).toBe(3);
      expect((await list({ type: "battery" })).matching).toBe(PAGE_SIZE * 2 + 1);
      await database.db.execute(sql`delete from product where name like 'Paged battery%'`);
      const after = await list({});
      expect(after.total).toBe(6);
      expect((await list({ type: "battery" })).matching).toBe(2);
      expect((await list({ type: "ups" })).matching).toBe(2);
    });
  });
});
