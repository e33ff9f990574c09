import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { seedOrders } from "~/db/seed/seed-orders.server";
import { insertProducts } from "../../../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { exportOrdersCsv } from "./export-orders-csv.server";

const ORDERS = 700;
const ALL = { q: "", status: "all" as const, userId: null };

async function text(stream: ReadableStream<Uint8Array>): Promise<{ body: string; chunks: number }> {
  let body = "";
  let chunks = 0;
  // ignoreBOM: keep the byte-order mark the export starts with, to check it is there.
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  for await (const chunk of stream) {
    chunks++;
    body += decoder.decode(chunk, { stream: true });
  }
  return { body: body + decoder.decode(), chunks };
}

/** The Record ID column of each data row (seeded names and addresses hold no commas or quotes). */
const recordIds = (body: string) => body.trimEnd().split("\r\n").slice(1).map((line) => line.split(",")[1]);

describe.each(ENGINES)("exportOrdersCsv on %s", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertProducts(database.db, [{ pricePaise: 8_499_00 }, { pricePaise: 14_990_00, type: "ups" }]);
    await seedOrders(database.db, { orders: ORDERS, customers: 100 });
    // Sixty orders placed in the same instant straddle batch boundaries: the keyset's tie-break on id must hold.
    await database.db.execute(
      sql`update "order" set created_at = '2026-06-01T10:00:00Z' where id in (select id from "order" order by id limit 60)`,
    );
  }, 120_000);
  afterAll(() => database?.dispose());

  it("streams every order once, newest first, in batches, with the same text as one read", async () => {
    const expected = (await queryRows<{ id: string }>(database.db, sql`select id from "order" order by created_at desc, id desc`)).map((row) => row.id);
    const batched = await text(exportOrdersCsv(database.db, ALL, { batchSize: 50 }));
    const whole = await text(exportOrdersCsv(database.db, ALL, { batchSize: 100_000 }));

    expect(batched.chunks).toBe(1 + Math.ceil(ORDERS / 50));
    expect(whole.chunks).toBe(2);
    expect(batched.body).toBe(whole.body);
    expect(batched.body.startsWith("\uFEFFOrder ID,Record ID,Date,Status,Customer,")).toBe(true);
    const ids = recordIds(batched.body);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ORDERS);
  });

  it("applies the Orders tab's filter to the export", async () => {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from "order" where status = 'Cancelled'`);
    expect(n).toBeGreaterThan(0);
    const { body } = await text(exportOrdersCsv(database.db, { ...ALL, status: "Cancelled" }, { batchSize: 7 }));
    const rows = body.trimEnd().split("\r\n").slice(1);
    expect(rows).toHaveLength(n);
    expect(rows.every((line) => line.split(",")[3] === "Cancelled")).toBe(true);
  });
});
