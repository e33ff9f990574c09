import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { amountInWords } from "~/domain/gst/amount-in-words";
import { taxInvoice } from "~/domain/gst/invoice-lines";
import type { TaxDocumentSnapshot } from "~/domain/gst/views";
import { renderDocumentPdf } from "./render-document-pdf.server";

const taxed = taxInvoice({
  sellerState: "Tamil Nadu",
  placeOfSupply: "Tamil Nadu",
  deliveryChargePaise: 999_00,
  lines: [
    { description: "Luminous Zelio 1100", hsn: "850440", quantity: 1, unitPricePaise: 8_499_00, rateBp: 1800 },
    { description: "Exide Inva Tubular 150Ah", hsn: "850710", quantity: 2, unitPricePaise: 14_999_00, rateBp: 2800 },
  ],
});

const SNAPSHOT: TaxDocumentSnapshot = {
  kind: "invoice",
  taxInvoice: true,
  number: "INV/2627/000123",
  issuedAt: "2026-11-23T04:30:00.000Z",
  orderId: "ORD-K7M2Q9XA",
  orderDate: "2026-11-22T10:00:00.000Z",
  refersTo: null,
  reason: null,
  seller: { legalName: "HAL Power Solutions Pvt Ltd", address: "12 Mount Road, Chennai 600002", state: "Tamil Nadu", gstin: "33AAACH7409R1Z8" },
  buyer: {
    name: "Priya Sharma",
    businessName: "Sharma Textiles",
    gstin: "33AAACH7409R1Z8",
    address: "4 Anna Salai, Chennai 600002, Tamil Nadu",
    state: "Tamil Nadu",
    mobile: "9876543210",
    email: "priya@example.in",
  },
  placeOfSupply: "Tamil Nadu",
  interState: false,
  lines: taxed.lines,
  totals: taxed.totals,
  amountInWords: amountInWords(taxed.totals.totalPaise),
};

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

describe("the invoice PDF", () => {
  it("carries what CGST Rule 46 asks for, read back from the PDF's text", async () => {
    const pdf = await renderDocumentPdf(SNAPSHOT);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await textOf(pdf);
    for (const expected of [
      "TAX INVOICE",
      "HAL Power Solutions Pvt Ltd",
      "GSTIN: 33AAACH7409R1Z8",
      "State: Tamil Nadu, Code: 33",
      "INV/2627/000123",
      "23-11-2026",
      "ORD-K7M2Q9XA",
      "Sharma Textiles",
      "Tamil Nadu (33)",
      "8504 40",
      "8507 10",
      "Tax payable on reverse charge: No",
      "Authorised Signatory",
      "CGST",
      "SGST",
      // Totals: taxable value, each half of the tax, and the amount paid, with the rupee sign.
      `₹${(taxed.totals.taxablePaise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`,
      `₹${(taxed.totals.cgstPaise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`,
      "₹39,496.00",
      "Rupees Thirty-Nine Thousand Four Hundred Ninety-Six Only",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("IGST");
  });

  it("shows IGST for another state, a receipt without a seller GSTIN, and a credit note's invoice", async () => {
    const igst = await textOf(await renderDocumentPdf({ ...SNAPSHOT, interState: true, placeOfSupply: "Karnataka" }));
    expect(igst).toContain("IGST");
    expect(igst).toContain("Karnataka (29)");
    const receipt = await textOf(await renderDocumentPdf({ ...SNAPSHOT, taxInvoice: false, seller: { ...SNAPSHOT.seller, gstin: null } }));
    expect(receipt).toContain("RECEIPT");
    expect(receipt).toContain("not a tax invoice");
    const credit = await textOf(
      await renderDocumentPdf({ ...SNAPSHOT, kind: "credit_note", number: "CN/2627/000004", refersTo: { number: "INV/2627/000123", issuedAt: SNAPSHOT.issuedAt }, reason: "Order returned" }),
    );
    expect(credit).toContain("CREDIT NOTE");
    expect(credit).toContain("CN/2627/000004");
    expect(credit).toMatch(/Against invoice: INV\/2627\/000123 of\s+23-11-2026/);
  });
});
