import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { taxDocument } from "~/db/schema";
import type { TaxDocumentSnapshot } from "~/domain/gst/views";
import { isUuid } from "~/lib/uuid";

/**
 * An issued document for a viewer: its customer, or an admin. Anyone else (and an unknown
 * id) gets null, so the route answers 404 without saying whether the document exists.
 */
export async function getTaxDocument(
  db: DbOrTx,
  id: string,
  viewer: { id: string; isAdmin: boolean },
): Promise<TaxDocumentSnapshot | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ userId: taxDocument.userId, snapshot: taxDocument.snapshot }).from(taxDocument).where(eq(taxDocument.id, id));
  if (!row || (!viewer.isAdmin && row.userId !== viewer.id)) return null;
  return row.snapshot;
}
