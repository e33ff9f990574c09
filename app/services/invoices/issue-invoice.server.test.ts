import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/db/client.server";
import { product, taxDocument } from "~/db/schema";
import type { ShippingDetails } from "~/domain/checkout/shipping-schema";
import { placeOrder } from "~/services/orders/place-order.server";
import { updateOrderStatus } from "~/services/orders/update-order-status.server";
import { insertProducts, insertUser, SHIPPING, TEST_INVOICING } from "../../../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { nextDocumentNumber } from "./next-document-number.server";

// 23 November 2026, 10:00 in India: FY 2026–27.
const NOW = new Date("2026-11-23T04:30:00Z");

describe.each(ENGINES)("issuing invoices on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { poolSize: 30 });
  });
  afterAll(() => database?.dispose());

  async function placed(productId: string, shipping: ShippingDetails = SHIPPING) {
    const customer = await insertUser(db());
    const result = await placeOrder(db(), customer.id, { checkoutKey: randomUUID(), items: [{ productId, quantity: 2 }], shipping });
    if (!result.ok) throw new Error(result.message);
    return result.order;
  }
  const setStatus = (on: Db, orderRecordId: string, status: Parameters<typeof updateOrderStatus>[1]["status"], now = NOW) =>
    updateOrderStatus(on, { orderRecordId, status, actorId: null, invoicing: TEST_INVOICING, now });
  const documentsOf = (orderRecordId: string) =>
    db().select().from(taxDocument).where(eq(taxDocument.orderRecordId, orderRecordId)).orderBy(asc(taxDocument.createdAt));

  it("issues one invoice when payment is confirmed, a snapshot that later edits do not change", async () => {
    const [inverter] = await insertProducts(db(), [{ name: "Zelio 1100", brand: "Luminous", pricePaise: 8_499_00, hsnCode: "850440", gstRateBp: 1800 }]);
    const order = await placed(inverter!.id!);
    expect(await documentsOf(order.id)).toEqual([]);

    await setStatus(db(), order.id, "Payment Confirmed");
    await setStatus(db(), order.id, "Packed");
    await setStatus(db(), order.id, "Payment Confirmed");
    const [invoice, ...others] = await documentsOf(order.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: "invoice", financialYear: 2026, interState: false, placeOfSupply: "Tamil Nadu", totalPaise: order.totalPaise });
    expect(invoice!.number).toMatch(/^INV\/2627\/\d{6}$/);
    const { snapshot } = invoice!;
    expect(snapshot.seller.gstin).toBe("33AAACH7409R1Z8");
    expect(snapshot.buyer).toMatchObject({ name: "Priya Sharma", state: "Tamil Nadu", gstin: null });
    expect(snapshot.lines.map((line) => [line.description, line.hsn, line.quantity, line.rateBp])).toEqual([
      ["Luminous Zelio 1100", "850440", 2, 1800],
      ["Delivery charge", "850440", 1, 1800],
    ]);
    expect(snapshot.totals.totalPaise).toBe(16_998_00 + 999_00);
    expect(snapshot.totals.taxablePaise + snapshot.totals.cgstPaise + snapshot.totals.sgstPaise).toBe(order.totalPaise);
    expect(snapshot.amountInWords).toBe("Rupees Seventeen Thousand Nine Hundred Ninety-Seven Only");

    await db().update(product).set({ name: "Renamed", hsnCode: "850760", gstRateBp: 2800, pricePaise: 1_00 }).where(eq(product.id, inverter!.id!));
    const [after] = await documentsOf(order.id);
    expect(after!.snapshot).toEqual(snapshot);
    expect(after!.number).toBe(invoice!.number);
  });

  it("charges IGST for delivery to another state and keeps the buyer's GSTIN", async () => {
    const [battery] = await insertProducts(db(), [{ type: "battery", pricePaise: 14_999_00, hsnCode: "850710", gstRateBp: 2800 }]);
    const order = await placed(battery!.id!, { ...SHIPPING, state: "Karnataka", gstin: "29AAGCR4375J1ZU", businessName: "Rao Offices" });
    await setStatus(db(), order.id, "Payment Confirmed");
    const [invoice] = await documentsOf(order.id);
    expect(invoice).toMatchObject({ interState: true, buyerGstin: "29AAGCR4375J1ZU", cgstPaise: 0, sgstPaise: 0, placeOfSupply: "Karnataka" });
    expect(invoice!.igstPaise).toBeGreaterThan(0);
    expect(invoice!.snapshot.buyer.businessName).toBe("Rao Offices");
  });

  it("issues no invoice for an order cancelled before payment, and no credit note either", async () => {
    const [item] = await insertProducts(db(), [{}]);
    const order = await placed(item!.id!);
    await setStatus(db(), order.id, "Cancelled");
    expect(await documentsOf(order.id)).toEqual([]);
  });

  it("credits an invoiced order that is cancelled or returned, once, referring to the invoice", async () => {
    const [item] = await insertProducts(db(), [{}]);
    const order = await placed(item!.id!);
    await setStatus(db(), order.id, "Payment Confirmed");
    await setStatus(db(), order.id, "Cancelled");
    await setStatus(db(), order.id, "Delivered");
    await setStatus(db(), order.id, "Returned");
    const documents = await documentsOf(order.id);
    expect(documents.map((d) => d.kind)).toEqual(["invoice", "credit_note"]);
    const [invoice, credit] = documents;
    expect(credit!.number).toMatch(/^CN\/2627\/\d{6}$/);
    expect(credit).toMatchObject({ refersToId: invoice!.id, totalPaise: invoice!.totalPaise, taxablePaise: invoice!.taxablePaise });
    expect(credit!.snapshot.refersTo?.number).toBe(invoice!.number);
    expect(credit!.snapshot.reason).toBe("Order cancelled");
  });

  it("restarts numbering on 1 April (India's time)", async () => {
    const [item] = await insertProducts(db(), [{}]);
    const march = await placed(item!.id!);
    const april = await placed(item!.id!);
    await setStatus(db(), march.id, "Payment Confirmed", new Date("2027-03-31T18:29:59Z"));
    await setStatus(db(), april.id, "Payment Confirmed", new Date("2027-03-31T18:30:00Z"));
    expect((await documentsOf(march.id))[0]!.number).toMatch(/^INV\/2627\//);
    expect((await documentsOf(april.id))[0]!.number).toBe("INV/2728/000001");
  });

  it("gives a number back when the transaction that took it rolls back", async () => {
    const before = await db().transaction((tx) => nextDocumentNumber(tx, "invoice", 2030));
    await expect(
      db().transaction(async (tx) => {
        await nextDocumentNumber(tx, "invoice", 2030);
        throw new Error("refused later in the same transaction");
      }),
    ).rejects.toThrow("refused");
    const after = await db().transaction((tx) => nextDocumentNumber(tx, "invoice", 2030));
    expect([before, after]).toEqual([1, 2]);
  });

  it("numbers 50 orders confirmed at the same moment consecutively, from two connection pools on PostgreSQL", async () => {
    const [item] = await insertProducts(db(), [{ stockQuantity: null }]);
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await placed(item!.id!));
    // A second "app process": its own pool on the same PostgreSQL database.
    const second = engine === "postgres" ? await openDatabase({ engine: "postgres", url: database.url!, poolSize: 10 }) : null;
    const FY = new Date("2029-06-01T06:00:00Z");
    try {
      const results = await Promise.all(orders.map((o, i) => setStatus(second && i % 2 ? second.db : db(), o.id, "Payment Confirmed", FY)));
      expect(results.every((r) => r.ok)).toBe(true);
    } finally {
      await second?.close();
    }
    const invoices = await db()
      .select({ number: taxDocument.number, sequence: taxDocument.sequence })
      .from(taxDocument)
      .where(and(eq(taxDocument.kind, "invoice"), eq(taxDocument.financialYear, 2029)))
      .orderBy(asc(taxDocument.sequence));
    expect(invoices.map((i) => i.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.number)).size).toBe(50);
    expect(invoices.at(-1)!.number).toBe("INV/2930/000050");
  });
});
