import { and, asc, gte, lt } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { taxDocument } from "~/db/schema";
import { monthRange } from "~/domain/gst/invoice-number";
import type { TaxDocumentRow, TaxDocumentSnapshot } from "~/domain/gst/views";

/** The invoices and credit notes issued in a month (India's calendar), invoices first, by number. */
async function listMonthDocuments(db: DbOrTx, { year, month }: { year: number; month: number }) {
  const { from, to } = monthRange(year, month);
  return db
    .select()
    .from(taxDocument)
    .where(and(gte(taxDocument.issuedAt, from), lt(taxDocument.issuedAt, to)))
    .orderBy(asc(taxDocument.kind), asc(taxDocument.financialYear), asc(taxDocument.sequence))
    .then((rows) => rows.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "invoice" ? -1 : 1)));
}

export async function listMonthSnapshots(db: DbOrTx, month: { year: number; month: number }): Promise<TaxDocumentSnapshot[]> {
  return (await listMonthDocuments(db, month)).map((row) => row.snapshot);
}

/** The back office's Invoices tab: one row per document of the month. */
export async function listMonthDocumentRows(db: DbOrTx, month: { year: number; month: number }): Promise<TaxDocumentRow[]> {
  return (await listMonthDocuments(db, month)).map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    orderId: row.orderId,
    buyerName: row.snapshot.buyer.businessName ?? row.snapshot.buyer.name,
    buyerGstin: row.buyerGstin,
    totalPaise: row.totalPaise,
  }));
}
