import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { taxDocumentCounter } from "~/db/schema";
import type { TaxDocumentKind } from "~/domain/gst/views";

/**
 * The next number in a series for a financial year, taken inside the caller's transaction:
 * one upsert on the counter row, which stays locked until that transaction ends. Concurrent
 * issuers queue on the row; a transaction that rolls back gives its number back, so the
 * series has no gaps (a sequence would leave one). Decision 013.
 */
export async function nextDocumentNumber(tx: DbOrTx, kind: TaxDocumentKind, financialYear: number): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounter)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounter.kind, taxDocumentCounter.financialYear],
      set: { lastNumber: sql`${taxDocumentCounter.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxDocumentCounter.lastNumber });
  return row!.lastNumber;
}
