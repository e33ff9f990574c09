import { csvRow } from "~/domain/admin/csv";
import { paiseToDecimalString } from "~/domain/money/format-rupees";
import { stateWithCode } from "./gst-states";
import { formatIndianDate } from "./invoice-number";
import { formatRate } from "./tax-split";
import type { TaxDocumentSnapshot } from "./views";

type Amounts = { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };
const zero = (): Amounts => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });
const add = (into: Amounts, from: Amounts) => {
  into.taxablePaise += from.taxablePaise;
  into.igstPaise += from.igstPaise;
  into.cgstPaise += from.cgstPaise;
  into.sgstPaise += from.sgstPaise;
};
const money = paiseToDecimalString;
const amountCells = (a: Amounts) => [money(a.taxablePaise), money(a.igstPaise), money(a.cgstPaise), money(a.sgstPaise)];

/** A document's lines added up per rate, in rate order. */
function byRate(snapshot: TaxDocumentSnapshot): [number, Amounts][] {
  const rates = new Map<number, Amounts>();
  for (const line of snapshot.lines) {
    const amounts = rates.get(line.rateBp) ?? zero();
    add(amounts, line);
    rates.set(line.rateBp, amounts);
  }
  return [...rates].sort(([a], [b]) => a - b);
}

/**
 * A month's GST summary in the shape an accountant files GSTR-1 from: B2B invoices one row
 * per invoice and rate; B2C totals by place of supply and rate; an HSN summary; and the
 * month's credit notes (which the accountant reports as credit notes, not netted here).
 * Amounts in rupees with paise. `documents` are that month's, invoices and credit notes.
 */
export function gstSummaryCsv(month: string, documents: TaxDocumentSnapshot[]): string {
  const invoices = documents.filter((d) => d.kind === "invoice");
  const credits = documents.filter((d) => d.kind === "credit_note");
  const out: string[] = [csvRow([`GST summary for ${month}`]), "\r\n"];

  out.push(csvRow(["B2B invoices"]));
  out.push(csvRow(["Buyer GSTIN", "Buyer name", "Invoice number", "Invoice date", "Invoice value", "Place of supply", "Reverse charge", "Rate (%)", "Taxable value", "IGST", "CGST", "SGST"]));
  for (const invoice of invoices.filter((d) => d.buyer.gstin)) {
    for (const [rate, amounts] of byRate(invoice)) {
      out.push(csvRow([
        invoice.buyer.gstin, invoice.buyer.businessName ?? invoice.buyer.name, invoice.number, formatIndianDate(new Date(invoice.issuedAt)),
        money(invoice.totals.totalPaise), stateWithCode(invoice.placeOfSupply), "N", formatRate(rate), ...amountCells(amounts),
      ]));
    }
  }

  out.push("\r\n", csvRow(["B2C (unregistered buyers) by place of supply and rate"]));
  out.push(csvRow(["Place of supply", "Rate (%)", "Taxable value", "IGST", "CGST", "SGST"]));
  const b2c = new Map<string, Amounts>();
  for (const invoice of invoices.filter((d) => !d.buyer.gstin)) {
    for (const [rate, amounts] of byRate(invoice)) {
      const key = `${stateWithCode(invoice.placeOfSupply)}\u0000${rate}`;
      add(b2c.get(key) ?? b2c.set(key, zero()).get(key)!, amounts);
    }
  }
  for (const [key, amounts] of [...b2c].sort(([a], [b]) => a.localeCompare(b))) {
    const [place, rate] = key.split("\u0000");
    out.push(csvRow([place, formatRate(Number(rate)), ...amountCells(amounts)]));
  }

  out.push("\r\n", csvRow(["HSN summary"]));
  out.push(csvRow(["HSN", "Unit", "Total quantity", "Total value", "Taxable value", "IGST", "CGST", "SGST"]));
  const hsn = new Map<string, Amounts & { quantity: number; valuePaise: number }>();
  for (const invoice of invoices) {
    for (const line of invoice.lines) {
      const row = hsn.get(line.hsn) ?? { ...zero(), quantity: 0, valuePaise: 0 };
      add(row, line);
      row.valuePaise += line.amountPaise;
      // The delivery line travels with the goods: its value counts, not as a unit of goods.
      if (line.unit === "NOS") row.quantity += line.quantity;
      hsn.set(line.hsn, row);
    }
  }
  for (const [code, row] of [...hsn].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(csvRow([code, "NOS", row.quantity, money(row.valuePaise), ...amountCells(row)]));
  }

  out.push("\r\n", csvRow(["Credit notes"]));
  out.push(csvRow(["Credit note number", "Credit note date", "Invoice number", "Invoice date", "Buyer GSTIN", "Buyer name", "Place of supply", "Note value", "Taxable value", "IGST", "CGST", "SGST", "Reason"]));
  for (const note of credits) {
    out.push(csvRow([
      note.number, formatIndianDate(new Date(note.issuedAt)), note.refersTo?.number, note.refersTo ? formatIndianDate(new Date(note.refersTo.issuedAt)) : "",
      note.buyer.gstin, note.buyer.businessName ?? note.buyer.name, stateWithCode(note.placeOfSupply), money(note.totals.totalPaise),
      ...amountCells(note.totals), note.reason,
    ]));
  }
  return out.join("");
}

/** "2026-11" → { year: 2026, month: 11 }, or null. */
export function parseMonth(value: string | null | undefined): { year: number; month: number } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? "");
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** The month (India's calendar) an instant falls in, as "2026-11". */
export function monthOf(at: Date): string {
  const [, mm, yyyy] = formatIndianDate(at).split("-");
  return `${yyyy}-${mm}`;
}
