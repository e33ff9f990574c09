import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogCount, orderItem, product, review } from "~/db/schema";
import { placeOrder } from "~/services/orders/place-order.server";
import { insertProducts, insertUser, SHIPPING } from "../../../../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../../tests/support/test-database";
import { deleteProduct } from "./delete-product.server";

describe.each(ENGINES)("deleting products on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const count = async (scope: string) =>
    (await db().select({ count: catalogCount.count }).from(catalogCount).where(eq(catalogCount.scope, scope)))[0]!.count;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.dispose());

  it("keeps past orders' item snapshots and the reviews, unlinked, and counts it gone", async () => {
    const customer = await insertUser(db());
    const [gone, kept] = await insertProducts(db(), [
      { name: "Retired Battery", type: "battery", pricePaise: 13_500_00, images: ["/uploads/retired.png"] },
      { name: "Staying Inverter", pricePaise: 8_000_00 },
    ]);
    const placed = await placeOrder(db(), customer.id, {
      checkoutKey: randomUUID(),
      items: [
        { productId: gone!.id!, quantity: 2 },
        { productId: kept!.id!, quantity: 1 },
      ],
      shipping: SHIPPING,
    });
    if (!placed.ok) throw new Error(placed.message);
    const [written] = await db()
      .insert(review)
      .values({ productId: gone!.id!, userId: customer.id, userName: customer.name, rating: 4, comment: "Lasted years" })
      .returning({ id: review.id });
    const [all, batteries] = [await count("all"), await count("battery")];

    expect(await deleteProduct(db(), gone!.id!)).toEqual({ id: gone!.id, name: "Retired Battery" });

    expect(await db().$count(product, eq(product.id, gone!.id!))).toBe(0);
    const items = await db().select().from(orderItem).where(eq(orderItem.orderId, placed.order.id)).orderBy(orderItem.position);
    expect(items.map((i) => [i.productId, i.name, i.brand, i.image, i.unitPricePaise, i.quantity])).toEqual([
      [null, "Retired Battery", "Testbrand", "/uploads/retired.png", 13_500_00, 2],
      [kept!.id, "Staying Inverter", "Testbrand", kept!.images![0], 8_000_00, 1],
    ]);
    const [orphan] = await db().select().from(review).where(eq(review.id, written!.id));
    expect(orphan).toMatchObject({ productId: null, comment: "Lasted years", rating: 4 });
    expect([await count("all"), await count("battery")]).toEqual([all - 1, batteries - 1]);
  });

  it("answers null for a product that is not there", async () => {
    const all = await count("all");
    expect(await deleteProduct(db(), randomUUID())).toBeNull();
    expect(await count("all")).toBe(all);
  });
});
