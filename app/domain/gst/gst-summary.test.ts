import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words";
import { gstSummaryCsv, monthOf, parseMonth } from "./gst-summary";
import { taxInvoice, type InvoiceInputLine } from "./invoice-lines";
import type { TaxDocumentSnapshot } from "./views";
import type { IndianState } from "~/domain/checkout/indian-states";

const SELLER = { legalName: "HAL Power Solutions Pvt Ltd", address: "Chennai", state: "Tamil Nadu" as const, gstin: "33AAACH7409R1Z8" };
const inverter: InvoiceInputLine = { description: "Inverter", hsn: "850440", quantity: 2, unitPricePaise: 11_800_00, rateBp: 1800 };
const battery: InvoiceInputLine = { description: "Battery", hsn: "850710", quantity: 1, unitPricePaise: 12_800_00, rateBp: 2800 };

function invoice(number: string, state: IndianState, lines: InvoiceInputLine[], gstin: string | null = null): TaxDocumentSnapshot {
  const taxed = taxInvoice({ sellerState: "Tamil Nadu", placeOfSupply: state, lines, deliveryChargePaise: 0 });
  return {
    kind: "invoice", taxInvoice: true, number, issuedAt: "2026-11-10T06:00:00.000Z", orderId: "HAL1", orderDate: "2026-11-09T06:00:00.000Z",
    refersTo: null, reason: null, seller: SELLER,
    buyer: { name: "Priya", businessName: gstin ? "Rao Offices" : null, gstin, address: "x", state, mobile: "9876543210", email: "p@example.in" },
    placeOfSupply: state, interState: state !== "Tamil Nadu", lines: taxed.lines, totals: taxed.totals, amountInWords: amountInWords(taxed.totals.totalPaise),
  };
}

describe("the monthly GST summary", () => {
  const b2b = invoice("INV/2627/000001", "Karnataka", [inverter, battery], "29AAGCR4375J1ZU");
  const local = invoice("INV/2627/000002", "Tamil Nadu", [inverter]);
  const local2 = invoice("INV/2627/000003", "Tamil Nadu", [inverter]);
  const credit: TaxDocumentSnapshot = { ...local2, kind: "credit_note", number: "CN/2627/000001", refersTo: { number: local2.number, issuedAt: local2.issuedAt }, reason: "Order cancelled" };
  const csv = gstSummaryCsv("2026-11", [b2b, local, local2, credit]);
  const lines = csv.split("\r\n");

  it("lists B2B invoices one row per invoice and rate, with the buyer's GSTIN", () => {
    expect(lines).toContain("29AAGCR4375J1ZU,Rao Offices,INV/2627/000001,10-11-2026,36400.00,Karnataka (29),N,18,20000.00,3600.00,0.00,0.00");
    expect(lines).toContain("29AAGCR4375J1ZU,Rao Offices,INV/2627/000001,10-11-2026,36400.00,Karnataka (29),N,28,10000.00,2800.00,0.00,0.00");
  });

  it("adds up B2C invoices by place of supply and rate", () => {
    expect(lines).toContain("Tamil Nadu (33),18,40000.00,0.00,3600.00,3600.00");
  });

  it("summarises by HSN, with quantities", () => {
    expect(lines).toContain("850440,NOS,6,70800.00,60000.00,3600.00,3600.00,3600.00");
    expect(lines).toContain("850710,NOS,1,12800.00,10000.00,2800.00,0.00,0.00");
  });

  it("lists credit notes with the invoice they refer to", () => {
    expect(lines).toContain("CN/2627/000001,10-11-2026,INV/2627/000003,10-11-2026,,Priya,Tamil Nadu (33),23600.00,20000.00,0.00,1800.00,1800.00,Order cancelled");
  });

  it("reads months", () => {
    expect(parseMonth("2026-11")).toEqual({ year: 2026, month: 11 });
    expect(parseMonth("2026-13")).toBeNull();
    expect(monthOf(new Date("2026-11-30T19:00:00Z"))).toBe("2026-12");
  });
});
