import type { Route } from "./+types/tax-document";
import { documentFileName } from "~/domain/gst/invoice-number";
import { getTaxDocument } from "~/services/invoices/get-tax-document.server";
import { renderDocumentPdf } from "~/services/invoices/render-document-pdf.server";
import { getServices } from "~/web/context.server";
import { getCurrentUser } from "~/web/session.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/** GET /invoices/:id — an invoice or credit note as a PDF, for its customer or an admin; 404 for anyone else. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  if (!user) return notFound();
  const snapshot = await getTaxDocument(getServices(context).db, params.id, { id: user.id, isAdmin: user.isAdmin });
  if (!snapshot) return notFound();
  const pdf = await renderDocumentPdf(snapshot);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${documentFileName(snapshot.number)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
