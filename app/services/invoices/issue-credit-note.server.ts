import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { taxDocument } from "~/db/schema";
import { CREDIT_NOTE_SERIES, financialYearStart, formatDocumentNumber } from "~/domain/gst/invoice-number";
import type { TaxDocumentSnapshot } from "~/domain/gst/views";
import { nextDocumentNumber } from "./next-document-number.server";

/**
 * An invoiced order that is Cancelled or Returned gets a credit note for the whole invoice,
 * in its own consecutive series and referring to the invoice; the invoice itself is never
 * edited or deleted. At most one per invoice. Returns its number, or null when there is no
 * invoice to credit or it already has its credit note.
 */
export async function issueCreditNote(tx: DbOrTx, orderRecordId: string, reason: string, now = new Date()): Promise<string | null> {
  const [invoice] = await tx
    .select()
    .from(taxDocument)
    .where(and(eq(taxDocument.orderRecordId, orderRecordId), eq(taxDocument.kind, "invoice")));
  if (!invoice) return null;
  const [credited] = await tx.select({ id: taxDocument.id }).from(taxDocument).where(eq(taxDocument.refersToId, invoice.id));
  if (credited) return null;

  const financialYear = financialYearStart(now);
  const sequence = await nextDocumentNumber(tx, "credit_note", financialYear);
  const number = formatDocumentNumber(CREDIT_NOTE_SERIES, financialYear, sequence);
  const snapshot: TaxDocumentSnapshot = {
    ...invoice.snapshot,
    kind: "credit_note",
    number,
    issuedAt: now.toISOString(),
    refersTo: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
    reason,
  };
  await tx.insert(taxDocument).values({
    kind: "credit_note",
    number,
    financialYear,
    sequence,
    orderRecordId,
    orderId: invoice.orderId,
    userId: invoice.userId,
    refersToId: invoice.id,
    issuedAt: now,
    buyerGstin: invoice.buyerGstin,
    placeOfSupply: invoice.placeOfSupply,
    interState: invoice.interState,
    taxablePaise: invoice.taxablePaise,
    cgstPaise: invoice.cgstPaise,
    sgstPaise: invoice.sgstPaise,
    igstPaise: invoice.igstPaise,
    totalPaise: invoice.totalPaise,
    snapshot,
  });
  return number;
}
