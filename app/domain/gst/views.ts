import type { IndianState } from "~/domain/checkout/indian-states";
import type { InvoiceTotals, TaxedLine } from "./invoice-lines";

export type TaxDocumentKind = "invoice" | "credit_note";

export type SellerDetails = {
  legalName: string;
  address: string;
  state: IndianState;
  /** Null: the shop is not registered for GST and issues plain receipts. */
  gstin: string | null;
};

type BuyerDetails = {
  name: string;
  businessName: string | null;
  gstin: string | null;
  address: string;
  state: IndianState;
  mobile: string;
  email: string;
};

/** Everything printed on an issued invoice or credit note, frozen when it was issued. */
export type TaxDocumentSnapshot = {
  kind: TaxDocumentKind;
  /** False for a plain receipt (the seller has no GSTIN). */
  taxInvoice: boolean;
  number: string;
  issuedAt: string;
  orderId: string;
  orderDate: string;
  /** For a credit note: the invoice it refers to. */
  refersTo: { number: string; issuedAt: string } | null;
  reason: string | null;
  seller: SellerDetails;
  buyer: BuyerDetails;
  placeOfSupply: IndianState;
  interState: boolean;
  lines: TaxedLine[];
  totals: InvoiceTotals;
  amountInWords: string;
};

/** One row of the back office's Invoices view. */
export type TaxDocumentRow = {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  orderId: string;
  buyerName: string;
  buyerGstin: string | null;
  totalPaise: number;
};

/** A link to an order's invoice or credit note. */
export type TaxDocumentLink = { id: string; kind: TaxDocumentKind; number: string };

export function taxDocumentPath(id: string): string {
  return `/invoices/${id}`;
}
