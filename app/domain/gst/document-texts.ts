import type { TaxDocumentSnapshot } from "./views";

/** What a document calls itself: a tax invoice, a plain receipt (no seller GSTIN), or a credit note. */
export function documentTitle(snapshot: Pick<TaxDocumentSnapshot, "kind" | "taxInvoice">): string {
  if (snapshot.kind === "credit_note") return "CREDIT NOTE";
  return snapshot.taxInvoice ? "TAX INVOICE" : "RECEIPT";
}

export const RECEIPT_NOTE = "This is a receipt, not a tax invoice: the seller is not registered under GST.";
export const REVERSE_CHARGE = "Tax payable on reverse charge: No";
export const INCLUSIVE_NOTE = "Prices are inclusive of GST; the taxable value and tax are shown for each line.";
export const DOWNLOAD_INVOICE = "Download invoice";
export const DOWNLOAD_CREDIT_NOTE = "Download credit note";
