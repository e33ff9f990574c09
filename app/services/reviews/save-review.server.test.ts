import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product, review } from "~/db/schema";
import { insertProducts, insertUser, SHIPPING, TEST_INVOICING } from "../../../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { placeOrder } from "../orders/place-order.server";
import { updateOrderStatus } from "../orders/update-order-status.server";
import { saveReview } from "./save-review.server";

describe.each(ENGINES)("reviews on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.dispose());

  /** A customer with an order of `productId` in the given status. */
  async function buyer(productId: string, status: "Delivered" | "Shipped" = "Delivered") {
    const customer = await insertUser(db());
    const placed = await placeOrder(db(), customer.id, {
      checkoutKey: randomUUID(),
      items: [{ productId, quantity: 1 }],
      shipping: SHIPPING,
    });
    if (!placed.ok) throw new Error(placed.message);
    await updateOrderStatus(db(), { orderRecordId: placed.order.id, status, actorId: null, invoicing: TEST_INVOICING });
    return customer;
  }

  const save = (userId: string, productId: string, rating: number, comment: string) =>
    saveReview(db(), { userId, userName: "Reviewer", input: { productId, rating, comment } });

  it("refuses a customer without a delivered order of the product (403)", async () => {
    const [item] = await insertProducts(db(), [{}]);
    const stranger = await insertUser(db());
    expect(await save(stranger.id, item!.id!, 5, "Never bought it")).toMatchObject({ ok: false, status: 403 });
    const waiting = await buyer(item!.id!, "Shipped");
    expect(await save(waiting.id, item!.id!, 5, "Not here yet")).toMatchObject({ ok: false, status: 403 });
    expect(await db().$count(review)).toBe(0);
  });

  it("adds the first review and updates on the second, keeping one row", async () => {
    const [item] = await insertProducts(db(), [{}]);
    const customer = await buyer(item!.id!);
    const first = await save(customer.id, item!.id!, 3, "Decent backup");
    expect(first).toMatchObject({ ok: true, created: true });
    const [created] = await db().select().from(review).where(eq(review.productId, item!.id!));
    expect(created?.updatedAt).toBeNull();

    const second = await save(customer.id, item!.id!, 5, "Even better after a month");
    expect(second).toMatchObject({ ok: true, created: false });
    const rows = await db().select().from(review).where(eq(review.productId, item!.id!));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, comment: "Even better after a month" });
    expect(rows[0]?.updatedAt).toBeInstanceOf(Date);
    const [stats] = await db().select({ count: product.reviewCount, total: product.ratingTotal }).from(product).where(eq(product.id, item!.id!));
    expect(stats).toEqual({ count: 1, total: 5 });
  });

  it("keeps one review when two are sent at once", async () => {
    const [item] = await insertProducts(db(), [{}]);
    const customer = await buyer(item!.id!);
    const results = await Promise.all([
      save(customer.id, item!.id!, 2, "First tab"),
      save(customer.id, item!.id!, 4, "Second tab"),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
    expect(await db().$count(review, eq(review.productId, item!.id!))).toBe(1);
    const [stats] = await db().select({ count: product.reviewCount }).from(product).where(eq(product.id, item!.id!));
    expect(stats?.count).toBe(1);
  });

  it("never touches another customer's review", async () => {
    const [item] = await insertProducts(db(), [{}]);
    const alice = await buyer(item!.id!);
    const bob = await buyer(item!.id!);
    await save(alice.id, item!.id!, 5, "Alice's words");
    await save(bob.id, item!.id!, 1, "Bob's words");
    const rows = await db().select().from(review).where(eq(review.productId, item!.id!));
    expect(rows.map((r) => [r.userId, r.comment]).sort()).toEqual(
      [
        [alice.id, "Alice's words"],
        [bob.id, "Bob's words"],
      ].sort(),
    );
    const [stats] = await db().select({ count: product.reviewCount, total: product.ratingTotal }).from(product).where(eq(product.id, item!.id!));
    expect(stats).toEqual({ count: 2, total: 6 });
  });

  it("refuses an unknown product", async () => {
    const customer = await insertUser(db());
    expect(await save(customer.id, randomUUID(), 4, "Ghost")).toMatchObject({ ok: false, status: 404 });
  });
});
