import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/db/client.server";
import { job, mailMessage, mailSetting } from "~/db/schema";
import { formatRupees } from "~/domain/money/format-rupees";
import { createMailRenderer } from "~/emails/render-mail";
import { handleJob } from "~/services/jobs/job-kind";
import { createJobRunner } from "~/services/jobs/job-runner.server";
import { createLogger } from "~/services/logger.server";
import { placeOrder } from "~/services/orders/place-order.server";
import { updateOrderStatus } from "~/services/orders/update-order-status.server";
import { insertProducts, insertUser, SHIPPING, TEST_INVOICING } from "../../../tests/support/factories";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { SEND_MAIL } from "./mail-job";
import { createMailTransport } from "./mail-transport.server";
import { loadMailTab, setMailKindEnabled } from "./mail-settings.server";
import type { OrderMailSettings } from "./queue-order-mails.server";
import { sendQueuedMail } from "./send-queued-mail.server";

const log = createLogger("silent");
const BASE_URL = "https://shop.example.in";
const settings: OrderMailSettings = { secret: "s".repeat(32), ownerAddress: "owner@example.in", upiVpa: "halpower@okaxis", upiPayeeName: "HAL Power" };
const render = createMailRenderer({ name: "HAL Power Solutions", supportPhone: "+91 98765 43210", supportEmail: "support@halpower.in", baseUrl: BASE_URL });

describe.each(ENGINES)("the mail outbox on %s", (engine) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let clock: Date;
  const db = () => database.db;
  const runner = (on: Db = db(), workerId = "worker-a") => {
    const transport = createMailTransport({ SMTP_URL: smtp.url, MAIL_FROM: "HAL <shop@example.in>", mailDir: "/nonexistent" }, log);
    const handler = handleJob(SEND_MAIL, (payload, ctx) => sendQueuedMail({ db: on, transport, render, messageIdDomain: "shop.example.in" }, payload, ctx));
    return createJobRunner({ db: on, log, handlers: [handler], workerId, now: () => clock, random: () => 0 });
  };
  const placeOne = async (pricePaise = 8_499_00) => {
    const customer = await insertUser(db());
    const [inverter] = await insertProducts(db(), [{ name: "Mail Inverter", pricePaise }]);
    const placed = await placeOrder(db(), customer.id, { checkoutKey: randomUUID(), items: [{ productId: inverter!.id!, quantity: 2 }], shipping: SHIPPING }, { mail: settings });
    if (!placed.ok) throw new Error(placed.message);
    return placed.order;
  };
  const mailsOf = (orderId: string) => smtp.messages.filter((mail) => mail.subject?.includes(orderId));

  beforeAll(async () => {
    database = await createTestDatabase(engine, { poolSize: 10 });
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.stop();
    await database?.dispose();
  });
  beforeEach(async () => {
    // Ahead of the database clock, so what the tests queue is due.
    clock = new Date(Date.now() + 600_000);
    await smtp.start().catch(() => undefined);
    smtp.messages.length = 0;
    await db().delete(job);
    await db().delete(mailMessage);
    await db().delete(mailSetting);
  });

  it("sends the customer's confirmation and the owner's notice for a new order, with items, total and tracking link", async () => {
    const placed = await placeOne();
    expect(await db().$count(mailMessage, eq(mailMessage.state, "queued"))).toBe(2);
    expect(await runner().runDue()).toBe(2);

    const [confirmation] = mailsOf(placed.orderId).filter((mail) => mail.envelopeTo.includes(SHIPPING.email));
    const total = formatRupees(placed.totalPaise);
    expect(total).toBe("₹17,997"); // ₹16,998 and ₹999 delivery
    expect(confirmation?.subject).toBe(`Order ${placed.orderId} placed: ${total}`);
    expect(confirmation?.from?.text).toContain("shop@example.in");
    expect(confirmation?.text).toContain("Mail Inverter");
    expect(confirmation?.text).toContain("2 × ₹8,499");
    expect(confirmation?.text).toContain(SHIPPING.address);
    expect(confirmation?.text).toMatch(new RegExp(`${BASE_URL}/track-order\\?orderId=${placed.orderId}&sig=[\\w-]{22}`));
    expect(confirmation?.html).toContain("upi://pay?pa=halpower%40okaxis");
    expect(confirmation?.messageId).toMatch(/@shop\.example\.in>$/);

    const [notice] = mailsOf(placed.orderId).filter((mail) => mail.envelopeTo.includes("owner@example.in"));
    expect(notice?.subject).toBe(`New order ${placed.orderId}: ${total} from ${SHIPPING.fullName}`);
    expect(await db().$count(mailMessage, eq(mailMessage.state, "sent"))).toBe(2);
  });

  it("tells the customer of Shipped with the tracking link, and not of a status they need not hear about", async () => {
    const placed = await placeOne();
    await updateOrderStatus(db(), { orderRecordId: placed.id, status: "Packed", actorId: null, invoicing: TEST_INVOICING, mail: settings });
    await updateOrderStatus(db(), { orderRecordId: placed.id, status: "Shipped", actorId: null, invoicing: TEST_INVOICING, mail: settings });
    await runner().runDue();
    expect(mailsOf(placed.orderId).map((mail) => mail.subject).sort()).toEqual([
      `New order ${placed.orderId}: ₹17,997 from ${SHIPPING.fullName}`,
      `Order ${placed.orderId} has shipped`,
      `Order ${placed.orderId} placed: ₹17,997`,
    ]);
    expect(mailsOf(placed.orderId).find((mail) => mail.subject?.includes("shipped"))?.text).toContain(`${BASE_URL}/track-order?orderId=${placed.orderId}&sig=`);
  });

  it("sends nothing of a kind the owner turned off", async () => {
    await setMailKindEnabled(db(), "order-placed", false);
    const placed = await placeOne();
    await runner().runDue();
    expect(mailsOf(placed.orderId).map((mail) => mail.envelopeTo)).toEqual([["owner@example.in"]]);
    const tab = await loadMailTab(db(), { page: 1, pageSize: 25 });
    expect(tab.settings.find((setting) => setting.kind === "order-placed")).toMatchObject({ label: "Order placed", enabled: false });
    expect(tab.settings.find((setting) => setting.kind === "order-shipped")?.enabled).toBe(true);
    expect(tab.messages).toMatchObject([{ kind: "New order (to the owner)", to: "owner@example.in", state: "sent", attempts: 1 }]);
  });

  it("keeps a message queued with its error while the SMTP server is down, and sends it once it is back", async () => {
    await smtp.stop();
    const placed = await placeOne();
    await runner().runDue();
    const rows = await db().select().from(mailMessage);
    expect(rows.map((row) => row.state)).toEqual(["queued", "queued"]);
    expect(rows[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    clock = new Date(clock.getTime() + 9_000);
    expect(await runner().runDue()).toBe(0);
    clock = new Date(clock.getTime() + 1_000);
    expect(await runner().runDue()).toBe(2);
    expect(mailsOf(placed.orderId)).toHaveLength(2);
    expect((await db().select().from(mailMessage)).map((row) => [row.state, row.attempts, row.lastError])).toEqual([
      ["sent", 2, null],
      ["sent", 2, null],
    ]);
  });

  it("loses nothing when a process dies after the commit: another process sends the message", async () => {
    const placed = await placeOne();
    // The process that placed the order stops before its runner looks; a new one starts later.
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await runner(db(), "after-restart").runDue()).toBe(2);
    expect(mailsOf(placed.orderId)).toHaveLength(2);
  });

  it("delivers each message once when two processes run the queue at the same time", async () => {
    const orders = [];
    for (let n = 0; n < 6; n++) orders.push(await placeOne(1_000_00 + n * 100));
    // On PostgreSQL the second process has a connection pool of its own.
    const other = database.url ? await openDatabase({ engine: "postgres", url: database.url, poolSize: 5 }) : null;
    try {
      const workers = [runner(db(), "one"), runner(other?.db ?? db(), "two")];
      await Promise.all(workers.map(async (worker) => {
        while ((await worker.runDue()) > 0);
      }));
    } finally {
      await other?.close();
    }
    expect(smtp.messages).toHaveLength(12);
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(12);
    expect(await db().$count(mailMessage, eq(mailMessage.state, "sent"))).toBe(12);
  });
});
