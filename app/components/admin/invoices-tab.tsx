import { Download } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { taxDocumentPath, type TaxDocumentRow } from "~/domain/gst/views";
import { formatRupees } from "~/domain/money/format-rupees";

const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** A month's invoices and credit notes, each downloadable, and the month's GST summary for the accountant. */
export function InvoicesTab({ data }: { data: { month: string; documents: TaxDocumentRow[] } }) {
  return (
    <section aria-labelledby="invoices-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="invoices-heading" className="text-lg font-semibold">
          Invoices and credit notes
        </h2>
        <Form method="get" className="flex items-end gap-2">
          <input type="hidden" name="tab" value="invoices" />
          <div className="w-44 space-y-1.5">
            <Label htmlFor="invoices-month">Month</Label>
            <Input id="invoices-month" type="month" name="month" defaultValue={data.month} />
          </div>
          <Button type="submit" variant="outline">
            Show
          </Button>
          <Button asChild>
            <a href={`/admin/gst-summary.csv?month=${data.month}`} download>
              <Download aria-hidden="true" />
              GST summary (CSV)
            </a>
          </Button>
        </Form>
      </div>
      {data.documents.length === 0 ? (
        <p className="text-muted-foreground">No invoices or credit notes in {data.month}.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Number</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Order ID</TableHead>
              <TableHead>Buyer</TableHead>
              <TableHead>Buyer GSTIN</TableHead>
              <TableHead className="text-right">Value</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.documents.map((document) => (
              <TableRow key={document.id}>
                <TableCell className="font-medium">
                  <a href={taxDocumentPath(document.id)} download className="text-primary hover:underline">
                    {document.number}
                  </a>
                </TableCell>
                <TableCell>{document.kind === "invoice" ? "Invoice" : "Credit note"}</TableCell>
                <TableCell className="whitespace-nowrap">{day.format(new Date(document.issuedAt))}</TableCell>
                <TableCell>{document.orderId}</TableCell>
                <TableCell>{document.buyerName}</TableCell>
                <TableCell>{document.buyerGstin ?? "—"}</TableCell>
                <TableCell className="text-right tabular-nums">{formatRupees(document.totalPaise)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
