import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { order, taxDocument } from "~/db/schema";
import { documentFileName } from "~/domain/gst/invoice-number";
import type { MailData, MailKind, OrderMailData } from "~/domain/mail/mail-kinds";
import { renderDocumentPdf } from "~/services/invoices/render-document-pdf.server";
import type { MailAttachment } from "./mail-transport.server";

/**
 * What a message takes from the order when it is sent rather than when it was queued:
 * the order confirmation takes the order's Razorpay QR (made just after the order was
 * committed), and "payment confirmed" carries the GST invoice issued with that status.
 */
export async function completeOrderMail(
  db: DbOrTx,
  kind: MailKind,
  data: MailData,
): Promise<{ data: MailData; attachments: MailAttachment[] }> {
  if (kind === "order-placed") {
    const placed = data as OrderMailData;
    if (placed.paymentQrUrl) return { data, attachments: [] };
    const [row] = await db.select({ qrUrl: order.razorpayQrImageUrl }).from(order).where(eq(order.orderId, placed.orderId));
    return { data: row?.qrUrl ? { ...placed, paymentQrUrl: row.qrUrl } : data, attachments: [] };
  }
  if (kind === "payment-confirmed") {
    const [invoice] = await db
      .select({ number: taxDocument.number, snapshot: taxDocument.snapshot })
      .from(taxDocument)
      .where(and(eq(taxDocument.orderId, (data as OrderMailData).orderId), eq(taxDocument.kind, "invoice")))
      .orderBy(desc(taxDocument.issuedAt))
      .limit(1);
    if (!invoice) return { data, attachments: [] };
    const content = await renderDocumentPdf(invoice.snapshot);
    return { data, attachments: [{ filename: documentFileName(invoice.number), content, contentType: "application/pdf" }] };
  }
  return { data, attachments: [] };
}
