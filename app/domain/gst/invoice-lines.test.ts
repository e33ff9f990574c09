import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INDIAN_STATES } from "~/domain/checkout/indian-states";
import { DELIVERY_DESCRIPTION, taxInvoice, type InvoiceInputLine } from "./invoice-lines";
import { GST_RATES_BP } from "./tax-split";

const inverter: InvoiceInputLine = { description: "Luminous Zelio 1100", hsn: "850440", quantity: 1, unitPricePaise: 8_499_00, rateBp: 1800 };
const battery: InvoiceInputLine = { description: "Exide Inva 150Ah", hsn: "850710", quantity: 2, unitPricePaise: 14_999_00, rateBp: 2800 };

describe("taxInvoice", () => {
  it("charges CGST and SGST within the seller's state, halves of the tax", () => {
    const invoice = taxInvoice({ sellerState: "Tamil Nadu", placeOfSupply: "Tamil Nadu", lines: [inverter], deliveryChargePaise: 999_00 });
    expect(invoice.interState).toBe(false);
    const [line, delivery] = invoice.lines;
    expect(line).toMatchObject({ amountPaise: 8_499_00, taxablePaise: 7_202_54, cgstPaise: 648_23, sgstPaise: 648_23, igstPaise: 0, unit: "NOS" });
    // ₹999 at 18 %: 99900 / 1.18 = 84661.0169… → 84661.
    expect(delivery).toMatchObject({ description: DELIVERY_DESCRIPTION, hsn: "850440", rateBp: 1800, taxablePaise: 846_61, cgstPaise: 76_19, sgstPaise: 76_20, unit: "OTH" });
    expect(invoice.totals).toEqual({
      taxablePaise: 8_049_15,
      cgstPaise: 724_42,
      sgstPaise: 724_43,
      igstPaise: 0,
      taxPaise: 1_448_85,
      totalPaise: 9_498_00,
    });
  });

  it("charges IGST at the full rate when delivering to another state", () => {
    const invoice = taxInvoice({ sellerState: "Tamil Nadu", placeOfSupply: "Karnataka", lines: [inverter], deliveryChargePaise: 1_499_00 });
    expect(invoice.interState).toBe(true);
    expect(invoice.lines[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 1_296_46 });
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(0);
    expect(invoice.totals.totalPaise).toBe(9_998_00);
  });

  it("taxes delivery at the rate and HSN of the highest-rated item", () => {
    const invoice = taxInvoice({ sellerState: "Tamil Nadu", placeOfSupply: "Kerala", lines: [inverter, battery], deliveryChargePaise: 1_499_00 });
    const delivery = invoice.lines.at(-1);
    expect(delivery).toMatchObject({ description: DELIVERY_DESCRIPTION, rateBp: 2800, hsn: "850710", amountPaise: 1_499_00 });
    expect(invoice.lines[1]?.amountPaise).toBe(29_998_00);
  });

  it("has no delivery line when delivery is free", () => {
    const invoice = taxInvoice({ sellerState: "Tamil Nadu", placeOfSupply: "Kerala", lines: [inverter], deliveryChargePaise: 0 });
    expect(invoice.lines).toHaveLength(1);
  });

  it("adds up to the order total exactly for any order (thousands of random orders)", () => {
    const line = fc.record({
      description: fc.constant("item"),
      hsn: fc.constantFrom("850440", "850710", "850760", "8507"),
      quantity: fc.integer({ min: 1, max: 50 }),
      unitPricePaise: fc.integer({ min: 1, max: 5_00_000_00 }),
      rateBp: fc.constantFrom(...GST_RATES_BP),
    });
    const state = fc.constantFrom(...INDIAN_STATES);
    fc.assert(
      fc.property(state, state, fc.array(line, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 5_000_00 }), (seller, delivery, lines, deliveryChargePaise) => {
        const invoice = taxInvoice({ sellerState: seller, placeOfSupply: delivery, lines, deliveryChargePaise });
        const orderTotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0) + deliveryChargePaise;
        expect(invoice.totals.totalPaise).toBe(orderTotal);
        expect(invoice.totals.taxablePaise + invoice.totals.taxPaise).toBe(orderTotal);
        expect(invoice.interState).toBe(seller !== delivery);
        for (const taxed of invoice.lines) {
          const tax = taxed.amountPaise - taxed.taxablePaise;
          expect(taxed.cgstPaise + taxed.sgstPaise + taxed.igstPaise).toBe(tax);
          if (invoice.interState) expect(taxed.cgstPaise + taxed.sgstPaise).toBe(0);
          else {
            expect(taxed.igstPaise).toBe(0);
            expect(Math.abs(taxed.cgstPaise - taxed.sgstPaise)).toBeLessThanOrEqual(1);
          }
        }
        const sum = invoice.lines.reduce((s, l) => s + l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise, 0);
        expect(sum).toBe(orderTotal);
        const maxRate = Math.max(...lines.map((l) => l.rateBp));
        if (deliveryChargePaise > 0) expect(invoice.lines.at(-1)?.rateBp).toBe(maxRate);
        else expect(invoice.lines).toHaveLength(lines.length);
      }),
      { numRuns: 5000 },
    );
  });
});
