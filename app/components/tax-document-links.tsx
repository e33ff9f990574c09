import { FileText } from "lucide-react";
import { DOWNLOAD_CREDIT_NOTE, DOWNLOAD_INVOICE } from "~/domain/gst/document-texts";
import { taxDocumentPath, type TaxDocumentLink } from "~/domain/gst/views";

/** "Download invoice" (and "Download credit note") links for an order's issued documents. */
export function TaxDocumentLinks({ documents }: { documents: TaxDocumentLink[] }) {
  if (documents.length === 0) return null;
  return (
    <ul className="space-y-1">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center gap-x-2 text-sm">
          <FileText aria-hidden="true" className="size-4 text-muted-foreground" />
          {/* A file download: a plain link, not a client-side navigation. */}
          <a href={taxDocumentPath(document.id)} download className="font-medium text-primary underline-offset-4 hover:underline">
            {document.kind === "invoice" ? DOWNLOAD_INVOICE : DOWNLOAD_CREDIT_NOTE}
          </a>
          <span className="text-muted-foreground tabular-nums">{document.number}</span>
        </li>
      ))}
    </ul>
  );
}
