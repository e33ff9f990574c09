/**
 * Splitting tax-inclusive amounts, in integer paise. Rates are in basis points (hundredths of
 * a percent: 1800 = 18 %), so that 0.25 % and 2.5 % stay whole numbers.
 */

/** The GST rates the shop may charge, in basis points. */
export const GST_RATES_BP = [0, 10, 25, 150, 300, 500, 600, 1200, 1800, 2800, 4000] as const;
export const DEFAULT_GST_RATE_BP = 1800;

export function isGstRate(rateBp: number): boolean {
  return (GST_RATES_BP as readonly number[]).includes(rateBp);
}

/** 1800 → "18", 25 → "0.25". */
export function formatRate(rateBp: number): string {
  return String(rateBp / 100);
}

/** "18" / "0.25" / "18 %" → basis points, or null when it is not a number with ≤ 2 decimals. */
export function parseRate(input: string): number | null {
  const cleaned = input.trim().replace(/\s*%$/, "");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** a / b rounded to the nearest integer, halves away from zero, exactly (BigInt). */
function divideRounded(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

export type Split = { taxablePaise: number; taxPaise: number };

/**
 * taxable = inclusive × 100 / (100 + rate), rounded to the paisa; tax = inclusive − taxable, so
 * the two always add up to what the customer paid.
 */
export function splitInclusive(inclusivePaise: number, rateBp: number): Split {
  if (!Number.isSafeInteger(inclusivePaise) || inclusivePaise < 0) {
    throw new RangeError(`Not a whole, non-negative number of paise: ${inclusivePaise}`);
  }
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError(`Not a rate: ${rateBp}`);
  const taxable = Number(divideRounded(BigInt(inclusivePaise) * 10_000n, 10_000n + BigInt(rateBp)));
  return { taxablePaise: taxable, taxPaise: inclusivePaise - taxable };
}

/** CGST and SGST, half each; the odd paisa (if any) goes to SGST so they add up exactly. */
export function halves(taxPaise: number): { cgstPaise: number; sgstPaise: number } {
  const cgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise };
}
