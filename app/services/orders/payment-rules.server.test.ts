import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order } from "~/db/schema";
import { ORDER_NOT_FOUND } from "~/domain/orders/order-messages";
import { PAYMENT_REFERENCE_LOCKED, PAYMENT_REFERENCE_TAKEN, tooManyUnpaidOrders } from "~/domain/payments/payment-messages";
import { insertProducts, insertUser, SHIPPING, TEST_INVOICING } from "../../../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { placeOrder } from "./place-order.server";
import { recordPaymentReference } from "./record-payment-reference.server";
import { updateOrderStatus } from "./update-order-status.server";

const rules = { windowMinutes: 30, maxUnpaidOrders: 3 };
let referenceSeed = 500_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
const newReference = () => String((referenceSeed += 1));

describe.each(ENGINES)("unpaid orders and UPI references on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  let productId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { poolSize: 10 });
    const [item] = await insertProducts(db(), [{ stockQuantity: 1000 }]);
    productId = item!.id!;
  });
  afterAll(() => database?.dispose());

  const place = (userId: string) =>
    placeOrder(db(), userId, { checkoutKey: randomUUID(), items: [{ productId, quantity: 1 }], shipping: SHIPPING }, { rules });
  const displayId = async (id: string) => (await db().select({ o: order.orderId }).from(order).where(eq(order.id, id)))[0]!.o;

  it("refuses a fourth unpaid order with a clear message, and takes one again once an order is paid", async () => {
    const customer = await insertUser(db());
    const placed = [];
    for (let i = 0; i < 3; i++) {
      const result = await place(customer.id);
      expect(result.ok).toBe(true);
      if (result.ok) placed.push(result.order);
    }
    expect(await place(customer.id)).toEqual({ ok: false, status: 409, message: tooManyUnpaidOrders(3) });
    expect(tooManyUnpaidOrders(3)).toBe(
      "You already have 3 unpaid orders. Please pay for one of them, or wait until one expires, before placing another.",
    );
    // Another customer is not held back by this one.
    expect((await place((await insertUser(db())).id)).ok).toBe(true);
    await updateOrderStatus(db(), { orderRecordId: placed[0]!.id, status: "Payment Confirmed", actorId: null, invoicing: TEST_INVOICING });
    expect((await place(customer.id)).ok).toBe(true);
  });

  it("holds the cap when many orders arrive at once", async () => {
    const customer = await insertUser(db());
    const results = await Promise.all(Array.from({ length: 6 }, () => place(customer.id)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(await db().$count(order, eq(order.userId, customer.id))).toBe(3);
  });

  it("keeps a UPI reference to one order", async () => {
    const first = await insertUser(db());
    const second = await insertUser(db());
    const a = await place(first.id);
    const b = await place(second.id);
    if (!a.ok || !b.ok) throw new Error("placing failed");
    const reference = newReference();
    expect(await recordPaymentReference(db(), { userId: first.id, orderId: await displayId(a.order.id), reference })).toEqual({ ok: true });
    expect(await recordPaymentReference(db(), { userId: second.id, orderId: await displayId(b.order.id), reference })).toEqual({
      ok: false,
      status: 409,
      message: PAYMENT_REFERENCE_TAKEN,
    });
    expect(PAYMENT_REFERENCE_TAKEN).toBe("This UPI reference is already used on another order");
    // Saving the same reference on its own order again is fine.
    expect(await recordPaymentReference(db(), { userId: first.id, orderId: await displayId(a.order.id), reference })).toEqual({ ok: true });
  });

  it("takes or changes a reference only while the order is 'Order Placed', and only on the customer's own order", async () => {
    const customer = await insertUser(db());
    const placed = await place(customer.id);
    if (!placed.ok) throw new Error("placing failed");
    const orderId = await displayId(placed.order.id);
    expect(await recordPaymentReference(db(), { userId: customer.id, orderId, reference: newReference() })).toEqual({ ok: true });
    const changed = newReference();
    expect(await recordPaymentReference(db(), { userId: customer.id, orderId, reference: changed })).toEqual({ ok: true });
    const stranger = await insertUser(db());
    expect(await recordPaymentReference(db(), { userId: stranger.id, orderId, reference: newReference() })).toMatchObject({
      ok: false,
      status: 404,
      message: ORDER_NOT_FOUND,
    });
    await updateOrderStatus(db(), { orderRecordId: placed.order.id, status: "Payment Confirmed", actorId: null, invoicing: TEST_INVOICING });
    expect(await recordPaymentReference(db(), { userId: customer.id, orderId, reference: newReference() })).toEqual({
      ok: false,
      status: 409,
      message: PAYMENT_REFERENCE_LOCKED,
    });
    const [row] = await db().select({ r: order.paymentReference }).from(order).where(eq(order.id, placed.order.id));
    expect(row!.r).toBe(changed);
  });
});
