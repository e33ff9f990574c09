import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "~/config.server";
import { job, order, orderStatusEvent, product } from "~/db/schema";
import { NOT_PAID_IN_TIME } from "~/domain/payments/payment-messages";
import { claimJobs } from "~/services/jobs/claim-jobs.server";
import { createJobRunner } from "~/services/jobs/job-runner.server";
import { createLogger } from "~/services/logger.server";
import { createMailTransport } from "~/services/mail/mail-transport.server";
import { placeOrder } from "~/services/orders/place-order.server";
import { recordPaymentReference } from "~/services/orders/record-payment-reference.server";
import { updateOrderStatus } from "~/services/orders/update-order-status.server";
import { EXPIRE_UNPAID_ORDER } from "~/services/orders/order-jobs";
import { insertProducts, insertUser, SHIPPING, TEST_INVOICING } from "../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../tests/support/test-database";
import { ensurePaymentQr } from "~/services/payments/ensure-payment-qr.server";
import { createRazorpayClient } from "~/services/payments/razorpay-client.server";
import { startFakeRazorpay } from "../tests/support/fake-razorpay";
import { jobHandlers } from "./job-handlers";

const log = createLogger("silent");
// A real config and the .eml transport: the handlers for mail are built alongside the expiry's.
const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-job-handlers-")), AUTH_SECRET: "j".repeat(40) });
const mailTransport = createMailTransport(config, log);
const MINUTE = 60_000;

describe.each(ENGINES)("unpaid orders expire on %s", (engine) => {
  let database: TestDatabase;
  let clock: Date;
  const db = () => database.db;
  const runner = (workerId = "worker-a") =>
    createJobRunner({
      db: db(),
      log,
      handlers: jobHandlers({ config, db: db(), log, mailTransport, razorpay: null, now: () => clock }),
      workerId,
      now: () => clock,
      random: () => 0,
    });
  const stockOf = async (id: string) => (await db().select({ q: product.stockQuantity }).from(product).where(eq(product.id, id)))[0]?.q;
  const statusOf = async (id: string) => (await db().select({ s: order.status }).from(order).where(eq(order.id, id)))[0]?.s;
  const cancellations = (id: string) =>
    db().select().from(orderStatusEvent).where(eq(orderStatusEvent.orderId, id)).then((rows) => rows.filter((r) => r.status === "Cancelled"));

  async function place(productId: string, quantity = 2, userId?: string) {
    const customer = userId ?? (await insertUser(db())).id;
    const placed = await placeOrder(
      db(),
      customer,
      { checkoutKey: randomUUID(), items: [{ productId, quantity }], shipping: SHIPPING },
      { rules: { windowMinutes: 30, maxUnpaidOrders: 3 }, now: () => clock },
    );
    if (!placed.ok) throw new Error(placed.message);
    return placed.order;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine, { poolSize: 10 });
  });
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    clock = new Date("2026-11-22T10:00:00Z");
    await db().delete(job);
  });

  it("cancels an order still unpaid when its window ends, gives its stock back and says why", async () => {
    const [item] = await insertProducts(db(), [{ stockQuantity: 10 }]);
    const placed = await place(item!.id!);
    expect(placed.paymentDueAt).toEqual(new Date(clock.getTime() + 30 * MINUTE));
    expect(await stockOf(item!.id!)).toBe(8);

    clock = new Date(clock.getTime() + 30 * MINUTE - 1);
    expect(await runner().runDue()).toBe(0);
    expect(await statusOf(placed.id)).toBe("Order Placed");

    clock = new Date(clock.getTime() + 1);
    expect(await runner().runDue()).toBe(1);
    expect(await statusOf(placed.id)).toBe("Cancelled");
    expect(await stockOf(item!.id!)).toBe(10);
    const events = await cancellations(placed.id);
    expect(events.map((e) => [e.note, e.actorId])).toEqual([[NOT_PAID_IN_TIME, null]]);
  });

  it("cancels each order and returns its stock exactly once with two job runners at once", async () => {
    const [item] = await insertProducts(db(), [{ stockQuantity: 40 }]);
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push(await place(item!.id!, 3));
    expect(await stockOf(item!.id!)).toBe(4);
    clock = new Date(clock.getTime() + 31 * MINUTE);
    const drain = async (worker: ReturnType<typeof runner>) => {
      while ((await worker.runDue()) > 0);
    };
    await Promise.all([drain(runner("one")), drain(runner("two"))]);
    expect(await stockOf(item!.id!)).toBe(40);
    for (const placed of orders) expect(await cancellations(placed.id)).toHaveLength(1);
    expect(await db().$count(job, eq(job.state, "done"))).toBe(12);
  });

  it("returns stock once even when the same expiry runs twice at the same moment (a lease taken over)", async () => {
    const [item] = await insertProducts(db(), [{ stockQuantity: 5 }]);
    const placed = await place(item!.id!, 5);
    clock = new Date(clock.getTime() + 30 * MINUTE);
    const handler = jobHandlers({ config, db: db(), log, mailTransport, razorpay: null, now: () => clock }).find((one) => one.kind === EXPIRE_UNPAID_ORDER)!;
    await Promise.all([handler.run({ orderRecordId: placed.id }, { id: "x", attempt: 1 }), handler.run({ orderRecordId: placed.id }, { id: "y", attempt: 1 })]);
    expect(await stockOf(item!.id!)).toBe(5);
    expect(await cancellations(placed.id)).toHaveLength(1);
  });

  it("never cancels a paid order", async () => {
    const [item] = await insertProducts(db(), [{ stockQuantity: 10 }]);
    const placed = await place(item!.id!);
    await updateOrderStatus(db(), { orderRecordId: placed.id, status: "Payment Confirmed", actorId: null, invoicing: TEST_INVOICING });
    clock = new Date(clock.getTime() + 60 * MINUTE);
    expect(await runner().runDue()).toBe(1);
    expect(await statusOf(placed.id)).toBe("Payment Confirmed");
    expect(await stockOf(item!.id!)).toBe(8);
    expect(await db().$count(job, eq(job.state, "done"))).toBe(1);
  });

  it("leaves an order whose customer reported a UPI reference for the owner", async () => {
    const [item] = await insertProducts(db(), [{ stockQuantity: 10 }]);
    const customer = await insertUser(db());
    const placed = await place(item!.id!, 2, customer.id);
    const [row] = await db().select({ orderId: order.orderId }).from(order).where(eq(order.id, placed.id));
    const reference = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
    expect(await recordPaymentReference(db(), { userId: customer.id, orderId: row!.orderId, reference })).toMatchObject({ ok: true });
    clock = new Date(clock.getTime() + 31 * MINUTE);
    await runner().runDue();
    expect(await statusOf(placed.id)).toBe("Order Placed");
    expect(await stockOf(item!.id!)).toBe(8);
  });

  it("loses nothing when a process dies holding the job: another takes it over after the lease", async () => {
    const [item] = await insertProducts(db(), [{ stockQuantity: 10 }]);
    const placed = await place(item!.id!);
    clock = new Date(clock.getTime() + 30 * MINUTE);
    const claimed = await claimJobs(db(), { kinds: ["orders.expire-unpaid"], workerId: "died", limit: 10, leaseMs: 60_000, now: clock });
    expect(claimed).toHaveLength(1);
    expect(await runner("restarted").runDue()).toBe(0);
    clock = new Date(clock.getTime() + 60_001);
    expect(await runner("restarted").runDue()).toBe(1);
    expect(await statusOf(placed.id)).toBe("Cancelled");
    expect(await stockOf(item!.id!)).toBe(10);
  });

  it("closes the expired order's Razorpay QR through a job of its own, once", async () => {
    const gateway = await startFakeRazorpay();
    try {
      const razorpay = createRazorpayClient({ apiUrl: gateway.url, keyId: gateway.keyId, keySecret: gateway.keySecret });
      const [item] = await insertProducts(db(), [{ stockQuantity: 10 }]);
      clock = new Date();
      const placed = await place(item!.id!);
      const [row] = await db().select().from(order).where(eq(order.id, placed.id));
      const qr = await ensurePaymentQr({ db: db(), razorpay, log }, row!, clock);
      expect(qr).not.toBeNull();
      const withGateway = () =>
        createJobRunner({
          db: db(),
          log,
          handlers: jobHandlers({ config, db: db(), log, mailTransport, razorpay, now: () => clock }),
          now: () => clock,
          random: () => 0,
        });
      clock = new Date(clock.getTime() + 30 * MINUTE);
      // The expiry enqueues the QR's closing, due at once (other jobs, such as mail, may run alongside).
      while ((await withGateway().runDue()) > 0);
      const [qrId] = [...gateway.qrs.keys()];
      expect(gateway.qrs.get(qrId!)).toMatchObject({ status: "closed", close_reason: "on_demand" });
      const [after] = await db().select().from(order).where(eq(order.id, placed.id));
      expect(after).toMatchObject({ status: "Cancelled", razorpayQrClosedAt: clock });
      expect(await db().$count(job, eq(job.kind, "payments.close-qr"))).toBe(1);
      expect((await db().select().from(job).where(eq(job.kind, "payments.close-qr")))[0]).toMatchObject({ state: "done", attempts: 1 });
    } finally {
      await gateway.close();
    }
  });
});
