import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order, orderItem, orderStatusEvent, product } from "~/db/schema";
import { PlaceOrderSchema } from "~/domain/checkout/place-order-schema";
import { insertProducts, insertUser, SHIPPING, TEST_INVOICING } from "../../../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { placeOrder } from "./place-order.server";
import { updateOrderStatus } from "./update-order-status.server";

describe.each(ENGINES)("placing orders on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const stockOf = async (id: string) =>
    (await db().select({ q: product.stockQuantity, inStock: product.inStock }).from(product).where(eq(product.id, id)))[0];
  const orderCount = () => db().$count(order);

  beforeAll(async () => {
    database = await createTestDatabase(engine, { poolSize: 20 });
  });
  afterAll(() => database?.dispose());

  const request = (items: { productId: string; quantity: number }[], checkoutKey = randomUUID()) => ({
    checkoutKey,
    items,
    shipping: SHIPPING,
  });

  it("prices the order from the catalogue and ignores prices sent by the browser", async () => {
    const customer = await insertUser(db());
    const [inverter, battery] = await insertProducts(db(), [
      { name: "Priced Inverter", pricePaise: 8_499_00, stockQuantity: 10 },
      { name: "Priced Battery", type: "battery", pricePaise: 13_500_00 },
    ]);
    const tampered = PlaceOrderSchema.parse({
      ...request([
        { productId: inverter!.id!, quantity: 2, pricePaise: 1, unitPricePaise: 1 } as never,
        { productId: battery!.id!, quantity: 1 },
      ]),
      subtotal: 1,
      deliveryCharge: 0,
      total: 100,
      totalPaise: 100,
    });
    const result = await placeOrder(db(), customer.id, tampered);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order).toMatchObject({
      subtotalPaise: 2 * 8_499_00 + 13_500_00,
      deliveryChargePaise: 999_00,
      totalPaise: 2 * 8_499_00 + 13_500_00 + 999_00,
    });
    expect(result.order.orderId).toMatch(/^HAL\d{1,6}$/);

    const items = await db().select().from(orderItem).where(eq(orderItem.orderId, result.order.id)).orderBy(orderItem.position);
    expect(items.map((i) => [i.name, i.brand, i.unitPricePaise, i.quantity, i.image])).toEqual([
      ["Priced Inverter", "Testbrand", 8_499_00, 2, inverter!.images![0]],
      ["Priced Battery", "Testbrand", 13_500_00, 1, battery!.images![0]],
    ]);
    const events = await db().select().from(orderStatusEvent).where(eq(orderStatusEvent.orderId, result.order.id));
    expect(events.map((e) => [e.status, e.actorId])).toEqual([["Order Placed", customer.id]]);
    const [saved] = await db().select().from(order).where(eq(order.id, result.order.id));
    expect(saved).toMatchObject({ status: "Order Placed", paymentMethod: "UPI", userId: customer.id, shipping: SHIPPING });
    expect(await stockOf(inverter!.id!)).toEqual({ q: 8, inStock: true });
  });

  it("charges ₹1,499 delivery outside Tamil Nadu", async () => {
    const customer = await insertUser(db());
    const [item] = await insertProducts(db(), [{ pricePaise: 1_000_00 }]);
    const result = await placeOrder(db(), customer.id, {
      ...request([{ productId: item!.id!, quantity: 1 }]),
      shipping: { ...SHIPPING, state: "Kerala" },
    });
    expect(result.ok && result.order.deliveryChargePaise).toBe(1_499_00);
    expect(result.ok && result.order.totalPaise).toBe(2_499_00);
  });

  it("refuses an unknown product and writes nothing", async () => {
    const customer = await insertUser(db());
    const [real] = await insertProducts(db(), [{ stockQuantity: 5 }]);
    const before = await orderCount();
    const result = await placeOrder(db(), customer.id, request([
      { productId: real!.id!, quantity: 1 },
      { productId: randomUUID(), quantity: 1 },
    ]));
    expect(result).toEqual({ ok: false, status: 409, message: expect.stringContaining("no longer available") });
    expect(await orderCount()).toBe(before);
    expect((await stockOf(real!.id!))?.q).toBe(5);
  });

  it("refuses an out-of-stock product, naming it, and writes nothing", async () => {
    const customer = await insertUser(db());
    const [ok, flagged, empty] = await insertProducts(db(), [
      { name: "Available One", stockQuantity: 3 },
      { name: "Flagged Out", inStock: false, stockQuantity: null },
      { name: "Counted Out", inStock: false, stockQuantity: 0 },
    ]);
    const before = await orderCount();
    for (const gone of [flagged!, empty!]) {
      const result = await placeOrder(db(), customer.id, request([
        { productId: ok!.id!, quantity: 1 },
        { productId: gone.id!, quantity: 1 },
      ]));
      expect(result).toEqual({ ok: false, status: 409, message: `${gone.name} is out of stock.` });
    }
    expect(await orderCount()).toBe(before);
    expect((await stockOf(ok!.id!))?.q).toBe(3);
  });

  it("refuses more than is in stock, saying how many are left", async () => {
    const customer = await insertUser(db());
    const [few] = await insertProducts(db(), [{ name: "Scarce Battery", stockQuantity: 2 }]);
    const result = await placeOrder(db(), customer.id, request([{ productId: few!.id!, quantity: 3 }]));
    expect(result).toEqual({ ok: false, status: 409, message: "Only 2 of Scarce Battery left in stock." });
    expect((await stockOf(few!.id!))?.q).toBe(2);
  });

  it("takes the last units and marks the product out of stock", async () => {
    const customer = await insertUser(db());
    const [last] = await insertProducts(db(), [{ stockQuantity: 2 }]);
    expect((await placeOrder(db(), customer.id, request([{ productId: last!.id!, quantity: 2 }]))).ok).toBe(true);
    expect(await stockOf(last!.id!)).toEqual({ q: 0, inStock: false });
  });

  it("creates one order for the same checkout submitted twice", async () => {
    const customer = await insertUser(db());
    const [item] = await insertProducts(db(), [{ stockQuantity: 10 }]);
    const same = request([{ productId: item!.id!, quantity: 1 }]);
    const first = await placeOrder(db(), customer.id, same);
    const again = await placeOrder(db(), customer.id, same);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.created).toBe(false);
    expect(again.order.orderId).toBe(first.order.orderId);
    // And at the same moment (a double click).
    const twin = request([{ productId: item!.id!, quantity: 1 }]);
    const results = await Promise.all([placeOrder(db(), customer.id, twin), placeOrder(db(), customer.id, twin)]);
    const ids = results.map((r) => (r.ok ? r.order.orderId : null));
    expect(ids[0]).not.toBeNull();
    expect(ids[0]).toBe(ids[1]);
    expect(await db().$count(order, eq(order.userId, customer.id))).toBe(2);
    expect((await stockOf(item!.id!))?.q).toBe(8);
  });

  it("tries another order id when the random one is taken", async () => {
    const customer = await insertUser(db());
    const [item] = await insertProducts(db(), [{}]);
    const taken = await placeOrder(db(), customer.id, request([{ productId: item!.id!, quantity: 1 }]), {
      newOrderId: () => "HAL424242",
    });
    expect(taken.ok && taken.order.orderId).toBe("HAL424242");
    const ids = ["HAL424242", "HAL424242", "HAL77"];
    const retried = await placeOrder(db(), customer.id, request([{ productId: item!.id!, quantity: 1 }]), {
      newOrderId: () => ids.shift()!,
    });
    expect(retried.ok && retried.order.orderId).toBe("HAL77");
    expect(ids).toEqual([]);
  });

  it("gives stock back once when an order is cancelled, and takes it again if reopened", async () => {
    const customer = await insertUser(db());
    const admin = await insertUser(db(), { role: "admin" });
    const [tracked, untracked] = await insertProducts(db(), [{ stockQuantity: 5 }, { stockQuantity: null }]);
    const placed = await placeOrder(db(), customer.id, request([
      { productId: tracked!.id!, quantity: 3 },
      { productId: untracked!.id!, quantity: 1 },
    ]));
    if (!placed.ok) throw new Error(placed.message);
    expect((await stockOf(tracked!.id!))?.q).toBe(2);

    const change = (status: "Cancelled" | "Returned" | "Packed") =>
      updateOrderStatus(db(), { orderRecordId: placed.order.id, status, actorId: admin.id, invoicing: TEST_INVOICING });
    expect(await change("Cancelled")).toMatchObject({ ok: true, changed: true });
    expect(await stockOf(tracked!.id!)).toEqual({ q: 5, inStock: true });
    expect(await change("Returned")).toMatchObject({ ok: true, changed: true });
    expect((await stockOf(tracked!.id!))?.q).toBe(5);
    expect((await stockOf(untracked!.id!))?.q).toBeNull();

    expect(await change("Packed")).toMatchObject({ ok: true });
    expect((await stockOf(tracked!.id!))?.q).toBe(2);
    const history = await db()
      .select({ status: orderStatusEvent.status, actorId: orderStatusEvent.actorId })
      .from(orderStatusEvent)
      .where(eq(orderStatusEvent.orderId, placed.order.id))
      .orderBy(orderStatusEvent.at);
    expect(history.map((h) => h.status)).toEqual(["Order Placed", "Cancelled", "Returned", "Packed"]);
    expect(history.slice(1).every((h) => h.actorId === admin.id)).toBe(true);
  });

  it("refuses to reopen a cancelled order when its stock has been sold since", async () => {
    const customer = await insertUser(db());
    const [item] = await insertProducts(db(), [{ name: "Popular Pack", stockQuantity: 1 }]);
    const first = await placeOrder(db(), customer.id, request([{ productId: item!.id!, quantity: 1 }]));
    if (!first.ok) throw new Error(first.message);
    await updateOrderStatus(db(), { orderRecordId: first.order.id, status: "Cancelled", actorId: null, invoicing: TEST_INVOICING });
    expect((await placeOrder(db(), customer.id, request([{ productId: item!.id!, quantity: 1 }]))).ok).toBe(true);
    const reopen = await updateOrderStatus(db(), { orderRecordId: first.order.id, status: "Order Verified", actorId: null, invoicing: TEST_INVOICING });
    expect(reopen).toEqual({ ok: false, status: 409, message: "Not enough stock of Popular Pack to reopen this order." });
    expect((await stockOf(item!.id!))?.q).toBe(0);
  });

  it("keeps the item snapshot when the product is deleted", async () => {
    const customer = await insertUser(db());
    const [item] = await insertProducts(db(), [{ name: "Soon Gone", pricePaise: 5_000_00 }]);
    const placed = await placeOrder(db(), customer.id, request([{ productId: item!.id!, quantity: 1 }]));
    if (!placed.ok) throw new Error(placed.message);
    await db().delete(product).where(eq(product.id, item!.id!));
    const [snapshot] = await db().select().from(orderItem).where(eq(orderItem.orderId, placed.order.id));
    expect(snapshot).toMatchObject({ productId: null, name: "Soon Gone", unitPricePaise: 5_000_00 });
  });

  it.runIf(engine === "postgres")(
    "never oversells: 100 customers at once for 30 in stock",
    async () => {
      const [hot] = await insertProducts(db(), [{ name: "Festival Deal", stockQuantity: 30 }]);
      const customers = await Promise.all(Array.from({ length: 100 }, () => insertUser(db())));
      const results = await Promise.all(
        customers.map((customer) => placeOrder(db(), customer.id, request([{ productId: hot!.id!, quantity: 1 }]))),
      );
      const placed = results.filter((r) => r.ok);
      const refused = results.filter((r) => !r.ok);
      expect(placed).toHaveLength(30);
      expect(refused).toHaveLength(70);
      for (const r of refused) expect(r.ok ? "" : r.message).toBe("Festival Deal is out of stock.");
      expect(await stockOf(hot!.id!)).toEqual({ q: 0, inStock: false });
      const ids = placed.map((r) => (r.ok ? r.order.orderId : ""));
      expect(new Set(ids).size).toBe(30);
      expect(await db().$count(orderItem, eq(orderItem.productId, hot!.id!))).toBe(30);
    },
    60_000,
  );
});
