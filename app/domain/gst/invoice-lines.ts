import type { IndianState } from "~/domain/checkout/indian-states";
import { halves, splitInclusive } from "./tax-split";

export type InvoiceInputLine = {
  description: string;
  /** Digits only ("850440"); see `formatHsn`. */
  hsn: string;
  quantity: number;
  /** Tax-inclusive, as the catalogue shows it. */
  unitPricePaise: number;
  rateBp: number;
};

export type TaxedLine = InvoiceInputLine & {
  unit: string;
  /** quantity × unit price: what the customer paid for this line. */
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type InvoiceTotals = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
};

export type TaxedInvoice = {
  /** True when the place of supply differs from the seller's state: IGST instead of CGST + SGST. */
  interState: boolean;
  lines: TaxedLine[];
  totals: InvoiceTotals;
};

export const DELIVERY_DESCRIPTION = "Delivery charge";

/**
 * Taxes an order's lines and its delivery charge. Place of supply is the delivery state; the
 * delivery charge travels with the goods as one composite supply, so it is taxed at the rate
 * (and under the HSN) of the order's highest-rated item (decision 012).
 */
export function taxInvoice({
  sellerState,
  placeOfSupply,
  lines,
  deliveryChargePaise,
}: {
  sellerState: IndianState;
  placeOfSupply: IndianState;
  lines: InvoiceInputLine[];
  deliveryChargePaise: number;
}): TaxedInvoice {
  const interState = sellerState !== placeOfSupply;
  const all = lines.map((line) => ({ ...line, unit: "NOS" }));
  if (deliveryChargePaise > 0 && lines.length > 0) {
    const principal = lines.reduce((best, line) => (line.rateBp > best.rateBp ? line : best));
    all.push({
      description: DELIVERY_DESCRIPTION,
      hsn: principal.hsn,
      quantity: 1,
      unitPricePaise: deliveryChargePaise,
      rateBp: principal.rateBp,
      unit: "OTH",
    });
  }
  const taxed = all.map((line): TaxedLine => {
    const amountPaise = line.unitPricePaise * line.quantity;
    const { taxablePaise, taxPaise } = splitInclusive(amountPaise, line.rateBp);
    const { cgstPaise, sgstPaise } = interState ? { cgstPaise: 0, sgstPaise: 0 } : halves(taxPaise);
    return {
      ...line,
      amountPaise,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise: interState ? taxPaise : 0,
    };
  });
  return { interState, lines: taxed, totals: sumLines(taxed) };
}

function sumLines(lines: readonly Omit<TaxedLine, "unit" | "description" | "hsn">[]): InvoiceTotals {
  const totals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, totalPaise: 0 };
  for (const line of lines) {
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
    totals.totalPaise += line.amountPaise;
  }
  totals.taxPaise = totals.cgstPaise + totals.sgstPaise + totals.igstPaise;
  return totals;
}
