import { asc, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { taxDocument } from "~/db/schema";
import type { TaxDocumentLink } from "~/domain/gst/views";

/** The invoices and credit notes of these orders, oldest first, by order record id. */
export async function listOrderDocuments(db: DbOrTx, orderRecordIds: string[]): Promise<Map<string, TaxDocumentLink[]>> {
  const byOrder = new Map<string, TaxDocumentLink[]>();
  if (orderRecordIds.length === 0) return byOrder;
  const rows = await db
    .select({ id: taxDocument.id, kind: taxDocument.kind, number: taxDocument.number, orderRecordId: taxDocument.orderRecordId })
    .from(taxDocument)
    .where(inArray(taxDocument.orderRecordId, orderRecordIds))
    .orderBy(asc(taxDocument.createdAt));
  for (const { orderRecordId, ...link } of rows) {
    if (!orderRecordId) continue;
    byOrder.set(orderRecordId, [...(byOrder.get(orderRecordId) ?? []), link]);
  }
  return byOrder;
}
