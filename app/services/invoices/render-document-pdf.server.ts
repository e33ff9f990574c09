import { createRequire } from "node:module";
import { DELIVERY_DESCRIPTION } from "~/domain/gst/invoice-lines";
import { documentTitle, INCLUSIVE_NOTE, RECEIPT_NOTE, REVERSE_CHARGE } from "~/domain/gst/document-texts";
import { gstStateCode, stateWithCode } from "~/domain/gst/gst-states";
import { formatIndianDate, formatInvoiceAmount } from "~/domain/gst/invoice-number";
import { formatHsn } from "~/domain/gst/product-tax";
import { formatRate } from "~/domain/gst/tax-split";
import type { TaxDocumentSnapshot } from "~/domain/gst/views";

// DejaVu Sans, shipped by the dejavu-fonts-ttf package, has the rupee sign (U+20B9).
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

const MARGIN = 36;
const PAGE_WIDTH = 595.28; // A4
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const rupees = (paise: number) => `₹${formatInvoiceAmount(paise)}`;

type Column = { title: string; width: number; align: "left" | "right" | "center" };

/**
 * Draws an issued invoice, receipt or credit note from its snapshot, with the contents CGST
 * Rule 46 asks for (Rule 53 for a credit note). The same snapshot always gives the same
 * document, so nothing is stored but the snapshot.
 */
export async function renderDocumentPdf(snapshot: TaxDocumentSnapshot): Promise<Buffer> {
  // PDFKit and its font machinery cost ~30 MB once loaded; only invoices need them, so the
  // first invoice loads them, not the server's start (decision 022).
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, font: FONT_REGULAR, info: { Title: `${documentTitle(snapshot)} ${snapshot.number}` } });
  doc.registerFont("regular", FONT_REGULAR);
  doc.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, snapshot);
  parties(doc, snapshot);
  lineTable(doc, snapshot);
  totals(doc, snapshot);
  footer(doc, snapshot);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, s: TaxDocumentSnapshot) {
  doc.font("bold").fontSize(16).text(documentTitle(s), MARGIN, MARGIN, { width: WIDTH, align: "center" });
  if (!s.taxInvoice) doc.font("regular").fontSize(8).text(RECEIPT_NOTE, { width: WIDTH, align: "center" });
  const top = doc.y + 10;
  const seller = [
    s.seller.address,
    s.seller.gstin ? `GSTIN: ${s.seller.gstin}` : "GSTIN: not registered",
    `State: ${s.seller.state}, Code: ${gstStateCode(s.seller.state)}`,
  ].filter(Boolean);
  doc.font("bold").fontSize(11).text(s.seller.legalName, MARGIN, top, { width: WIDTH * 0.55 });
  doc.font("regular").fontSize(8.5).text(seller.join("\n"), { width: WIDTH * 0.55 });
  const leftBottom = doc.y;

  const label = s.kind === "credit_note" ? "Credit note" : s.taxInvoice ? "Invoice" : "Receipt";
  const facts: [string, string][] = [
    [`${label} No.`, s.number],
    [`${label} date`, formatIndianDate(new Date(s.issuedAt))],
    ["Order ID", s.orderId],
    ["Order date", formatIndianDate(new Date(s.orderDate))],
  ];
  if (s.refersTo) facts.push(["Against invoice", `${s.refersTo.number} of ${formatIndianDate(new Date(s.refersTo.issuedAt))}`]);
  if (s.reason) facts.push(["Reason", s.reason]);
  let y = top;
  const x = MARGIN + WIDTH * 0.58;
  for (const [name, value] of facts) {
    doc.font("regular").fontSize(8.5).text(`${name}: `, x, y, { continued: true, width: WIDTH * 0.42 }).font("bold").text(value);
    y = doc.y + 1;
  }
  doc.y = Math.max(leftBottom, y) + 8;
  rule(doc);
}

function parties(doc: PDFKit.PDFDocument, s: TaxDocumentSnapshot) {
  const top = doc.y + 6;
  const buyer = [
    s.buyer.businessName,
    s.buyer.name,
    s.buyer.address,
    s.buyer.gstin ? `GSTIN: ${s.buyer.gstin}` : null,
    `State: ${s.buyer.state}, Code: ${gstStateCode(s.buyer.state)}`,
    `Phone: ${s.buyer.mobile}  ·  ${s.buyer.email}`,
  ].filter(Boolean);
  doc.font("bold").fontSize(9).text("Billed and shipped to", MARGIN, top, { width: WIDTH * 0.55 });
  doc.font("regular").fontSize(8.5).text(buyer.join("\n"), { width: WIDTH * 0.55 });
  const leftBottom = doc.y;
  const x = MARGIN + WIDTH * 0.58;
  doc.font("bold").fontSize(9).text("Place of supply", x, top, { width: WIDTH * 0.42 });
  doc.font("regular").fontSize(8.5).text(stateWithCode(s.placeOfSupply), { width: WIDTH * 0.42 });
  doc.text(REVERSE_CHARGE, { width: WIDTH * 0.42 });
  doc.y = Math.max(leftBottom, doc.y) + 8;
  rule(doc);
}

function columns(s: TaxDocumentSnapshot): Column[] {
  const tax: Column[] = s.interState
    ? [{ title: "IGST", width: 58, align: "right" }]
    : [
        { title: "CGST", width: 50, align: "right" },
        { title: "SGST", width: 50, align: "right" },
      ];
  const fixed: Column[] = [
    { title: "#", width: 14, align: "left" },
    { title: "HSN", width: 40, align: "left" },
    { title: "Qty", width: 24, align: "right" },
    { title: "Unit", width: 24, align: "left" },
    { title: "Unit price", width: 54, align: "right" },
    { title: "Taxable value", width: 58, align: "right" },
    { title: "Rate", width: 28, align: "right" },
    ...tax,
    { title: "Amount", width: 58, align: "right" },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  return [fixed[0]!, { title: "Description", width: WIDTH - used, align: "left" }, ...fixed.slice(1)];
}

function lineTable(doc: PDFKit.PDFDocument, s: TaxDocumentSnapshot) {
  const cols = columns(s);
  const row = (cells: string[], font: "regular" | "bold") => {
    doc.font(font).fontSize(7.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i]!.width - 4 })));
    if (doc.y + height > doc.page.height - MARGIN - 140) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, top, { width: cols[i]!.width - 4, align: cols[i]!.align });
      x += cols[i]!.width;
    });
    doc.y = top + height + 4;
  };
  doc.y += 4;
  row(cols.map((c) => c.title), "bold");
  rule(doc);
  doc.y += 3;
  s.lines.forEach((line, index) => {
    const taxCells = s.interState ? [rupees(line.igstPaise)] : [rupees(line.cgstPaise), rupees(line.sgstPaise)];
    row(
      [
        String(index + 1),
        line.description === DELIVERY_DESCRIPTION ? `${line.description} (taxed with the goods)` : line.description,
        formatHsn(line.hsn),
        String(line.quantity),
        line.unit,
        rupees(line.unitPricePaise),
        rupees(line.taxablePaise),
        `${formatRate(line.rateBp)}%`,
        ...taxCells,
        rupees(line.amountPaise),
      ],
      "regular",
    );
  });
  rule(doc);
}

function totals(doc: PDFKit.PDFDocument, s: TaxDocumentSnapshot) {
  const rows: [string, number][] = [["Total taxable value", s.totals.taxablePaise]];
  if (s.interState) rows.push(["IGST", s.totals.igstPaise]);
  else rows.push(["CGST", s.totals.cgstPaise], ["SGST", s.totals.sgstPaise]);
  rows.push(["Total tax", s.totals.taxPaise]);
  const x = MARGIN + WIDTH * 0.55;
  doc.y += 6;
  for (const [name, paise] of rows) {
    const y = doc.y;
    doc.font("regular").fontSize(8.5).text(name, x, y, { width: WIDTH * 0.25 });
    doc.text(rupees(paise), x + WIDTH * 0.25, y, { width: WIDTH * 0.2, align: "right" });
  }
  const y = doc.y + 2;
  const title = s.kind === "credit_note" ? "Total credited" : "Total";
  doc.font("bold").fontSize(10).text(title, x, y, { width: WIDTH * 0.25 });
  doc.text(rupees(s.totals.totalPaise), x + WIDTH * 0.25, y, { width: WIDTH * 0.2, align: "right" });
  doc.y += 6;
  doc.font("regular").fontSize(8.5).text(`Amount in words: ${s.amountInWords}`, MARGIN, doc.y, { width: WIDTH });
  doc.fontSize(7.5).text(INCLUSIVE_NOTE, { width: WIDTH });
}

function footer(doc: PDFKit.PDFDocument, s: TaxDocumentSnapshot) {
  if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
  const y = doc.page.height - MARGIN - 80;
  const x = MARGIN + WIDTH * 0.55;
  doc.font("bold").fontSize(9).text(`For ${s.seller.legalName}`, x, y, { width: WIDTH * 0.45, align: "right" });
  doc.moveTo(x + WIDTH * 0.1, y + 48).lineTo(MARGIN + WIDTH, y + 48).lineWidth(0.5).stroke();
  doc.font("regular").fontSize(8.5).text("Authorised Signatory", x, y + 52, { width: WIDTH * 0.45, align: "right" });
  doc.fontSize(7).text("This is a computer-generated document.", MARGIN, y + 52, { width: WIDTH * 0.5 });
}

function rule(doc: PDFKit.PDFDocument) {
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + WIDTH, doc.y).lineWidth(0.5).strokeColor("#999999").stroke().strokeColor("black");
}
