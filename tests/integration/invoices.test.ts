import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { order, product, taxDocument } from "~/db/schema";
import { SHIPPING } from "../support/factories";
import { ADMIN_ENV, Client, register, signInAdmin } from "../support/http";
import { ENGINES } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

const SELLER_ENV = {
  SELLER_LEGAL_NAME: "HAL Power Solutions Pvt Ltd",
  SELLER_ADDRESS: "12 Mount Road, Chennai 600002",
  SELLER_STATE: "Tamil Nadu",
  SELLER_GSTIN: "33AAACH7409R1Z8",
};

/** An invoice is the customer's and the owner's only: anyone else gets 404, as for a missing one. */
describe.each(ENGINES)("GST invoices over HTTP (%s)", (engine) => {
  let server: TestServer;
  let customer: Client;
  let admin: Client;
  let documentPath: string;
  let number: string;

  beforeAll(async () => {
    server = await startTestServer({ ...ADMIN_ENV, ...SELLER_ENV }, { engine });
    const [item] = await server.services.db.select({ id: product.id }).from(product).where(eq(product.inStock, true)).limit(1);
    customer = await register(server.url, "gst-buyer@example.in");
    admin = await signInAdmin(server.url);
    const placed = await customer.postJson("/payment.data", {
      checkoutKey: randomUUID(),
      items: [{ productId: item!.id, quantity: 1 }],
      shipping: { ...SHIPPING, state: "Karnataka", gstin: "29AAGCR4375J1ZU", businessName: "Rao Offices" },
    });
    const orderId = /\/payment\?order=(HAL\d+)/.exec(await placed.text())![1]!;
    const [row] = await server.services.db.select({ id: order.id }).from(order).where(eq(order.orderId, orderId));
    const confirmed = await admin.post("/admin.data", { intent: "update-status", orderRecordId: row!.id, status: "Payment Confirmed" });
    expect(confirmed.status).toBe(200);
    const [document] = await server.services.db.select().from(taxDocument).where(eq(taxDocument.orderRecordId, row!.id));
    documentPath = `/invoices/${document!.id}`;
    number = document!.number;
  });
  afterAll(() => server?.close());
  beforeEach(() => server.services.rateLimits.reset());

  it("links the invoice from My Orders and serves it to the customer as a PDF named by its number", async () => {
    const myOrders = (await (await customer.get("/orders")).text()).replaceAll("<!-- -->", "");
    expect(myOrders).toContain("Download invoice");
    expect(myOrders).toContain(documentPath);
    const response = await customer.get(documentPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${number.replaceAll("/", "-")}.pdf"`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
    expect(text).toContain(number);
    expect(text).toContain("GSTIN: 33AAACH7409R1Z8");
    expect(text).toContain("GSTIN: 29AAGCR4375J1ZU");
    expect(text).toContain("Rao Offices");
    expect(text).toContain("Karnataka (29)");
    expect(text).toContain("IGST");
  });

  it("serves it to the admin", async () => {
    const response = await admin.get(documentPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
  });

  it("gives the admin the month's GST summary, and refuses it to customers", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const response = await admin.get(`/admin/gst-summary.csv?month=${month}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="gst-summary-${month}.csv"`);
    const csv = await response.text();
    expect(csv).toContain(`29AAGCR4375J1ZU,Rao Offices,${number},`);
    expect(csv).toContain("HSN summary");
    expect((await customer.get(`/admin/gst-summary.csv?month=${month}`)).status).toBe(403);
  });

  it("issues a credit note when the owner cancels the invoiced order, downloadable by the customer", async () => {
    const [row] = await server.services.db.select().from(taxDocument).where(eq(taxDocument.number, number));
    const cancelled = await admin.post("/admin.data", { intent: "update-status", orderRecordId: row!.orderRecordId!, status: "Cancelled" });
    expect(cancelled.status).toBe(200);
    const [note] = await server.services.db.select().from(taxDocument).where(eq(taxDocument.refersToId, row!.id));
    expect(note!.number).toMatch(/^CN\/\d{4}\/000001$/);
    const myOrders = (await (await customer.get("/orders")).text()).replaceAll("<!-- -->", "");
    expect(myOrders).toContain("Download credit note");
    const response = await customer.get(`/invoices/${note!.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${note!.number.replaceAll("/", "-")}.pdf"`);
    // The invoice itself is unchanged and still downloadable.
    expect((await customer.get(documentPath)).status).toBe(200);
  });

  it("answers 404 to another customer, a visitor, and an unknown id", async () => {
    const other = await register(server.url, "gst-other@example.in");
    expect((await other.get(documentPath)).status).toBe(404);
    expect((await new Client(server.url).get(documentPath)).status).toBe(404);
    expect((await customer.get(`/invoices/${randomUUID()}`)).status).toBe(404);
    expect((await customer.get("/invoices/not-a-uuid")).status).toBe(404);
  });
});
