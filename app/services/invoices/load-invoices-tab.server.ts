import type { DbOrTx } from "~/db/client.server";
import { monthOf, parseMonth } from "~/domain/gst/gst-summary";
import { listMonthDocumentRows } from "./list-month-documents.server";

/** The Invoices tab: a month's invoices and credit notes (this month unless one is chosen). */
export async function loadInvoicesTab(db: DbOrTx, month: string | null, now = new Date()) {
  const shown = month ?? monthOf(now);
  const documents = await listMonthDocumentRows(db, parseMonth(shown)!);
  return { month: shown, documents };
}
