import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type order, orderItem, product, taxDocument } from "~/db/schema";
import { amountInWords } from "~/domain/gst/amount-in-words";
import { taxInvoice } from "~/domain/gst/invoice-lines";
import { financialYearStart, formatDocumentNumber } from "~/domain/gst/invoice-number";
import { DEFAULT_HSN } from "~/domain/gst/product-tax";
import { DEFAULT_GST_RATE_BP } from "~/domain/gst/tax-split";
import type { TaxDocumentSnapshot } from "~/domain/gst/views";
import type { InvoiceSettings } from "./invoice-settings.server";
import { nextDocumentNumber } from "./next-document-number.server";

type OrderRow = typeof order.$inferSelect;

/**
 * Issues the order's invoice (or, without a seller GSTIN, its receipt) inside the caller's
 * transaction, which holds the order's row lock: at most one per order. The document is a
 * snapshot — seller, buyer, lines with their HSN and rate as they are now, taxes and totals —
 * so later edits to products or settings never change it. Returns its number, or null when
 * the order already has one.
 */
export async function issueInvoice(tx: DbOrTx, current: OrderRow, settings: InvoiceSettings, now = new Date()): Promise<string | null> {
  const [existing] = await tx
    .select({ id: taxDocument.id })
    .from(taxDocument)
    .where(and(eq(taxDocument.orderRecordId, current.id), eq(taxDocument.kind, "invoice")));
  if (existing) return null;

  const items = await tx
    .select({
      name: orderItem.name,
      brand: orderItem.brand,
      quantity: orderItem.quantity,
      unitPricePaise: orderItem.unitPricePaise,
      hsnCode: product.hsnCode,
      gstRateBp: product.gstRateBp,
    })
    .from(orderItem)
    .leftJoin(product, eq(product.id, orderItem.productId))
    .where(eq(orderItem.orderId, current.id))
    .orderBy(asc(orderItem.position));

  const { shipping } = current;
  const taxed = taxInvoice({
    sellerState: settings.seller.state,
    placeOfSupply: shipping.state,
    deliveryChargePaise: current.deliveryChargePaise,
    lines: items.map((item) => ({
      description: item.name.startsWith(item.brand) ? item.name : `${item.brand} ${item.name}`,
      // A product deleted before payment was confirmed: the shop's defaults.
      hsn: item.hsnCode ?? DEFAULT_HSN.inverter,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      rateBp: item.gstRateBp ?? DEFAULT_GST_RATE_BP,
    })),
  });

  const financialYear = financialYearStart(now);
  const sequence = await nextDocumentNumber(tx, "invoice", financialYear);
  const number = formatDocumentNumber(settings.series, financialYear, sequence);
  const address = [shipping.address, shipping.landmark, `${shipping.city} ${shipping.pincode}`, shipping.state].filter(Boolean).join(", ");
  const snapshot: TaxDocumentSnapshot = {
    kind: "invoice",
    taxInvoice: settings.seller.gstin !== null,
    number,
    issuedAt: now.toISOString(),
    orderId: current.orderId,
    orderDate: current.createdAt.toISOString(),
    refersTo: null,
    reason: null,
    seller: settings.seller,
    buyer: {
      name: shipping.fullName,
      businessName: shipping.businessName ?? null,
      gstin: shipping.gstin ?? null,
      address,
      state: shipping.state,
      mobile: shipping.mobile,
      email: shipping.email,
    },
    placeOfSupply: shipping.state,
    interState: taxed.interState,
    lines: taxed.lines,
    totals: taxed.totals,
    amountInWords: amountInWords(taxed.totals.totalPaise),
  };
  await tx.insert(taxDocument).values({
    kind: "invoice",
    number,
    financialYear,
    sequence,
    orderRecordId: current.id,
    orderId: current.orderId,
    userId: current.userId,
    issuedAt: now,
    buyerGstin: shipping.gstin ?? null,
    placeOfSupply: shipping.state,
    interState: taxed.interState,
    taxablePaise: taxed.totals.taxablePaise,
    cgstPaise: taxed.totals.cgstPaise,
    sgstPaise: taxed.totals.sgstPaise,
    igstPaise: taxed.totals.igstPaise,
    totalPaise: taxed.totals.totalPaise,
    snapshot,
  });
  return number;
}
