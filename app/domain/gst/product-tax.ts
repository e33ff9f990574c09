import type { ProductType } from "~/domain/catalog/product-type";
import { DEFAULT_GST_RATE_BP } from "./tax-split";

/**
 * HSN codes by product type: inverters and UPS units are static converters (8504 40);
 * batteries are accumulators (8507 — the owner may pick 8507 10 lead-acid or 8507 60
 * lithium-ion per product). Stored as digits only.
 */
export const DEFAULT_HSN: Record<ProductType, string> = {
  inverter: "850440",
  ups: "850440",
  battery: "8507",
};

export function defaultProductTax(type: ProductType): { hsnCode: string; gstRateBp: number } {
  return { hsnCode: DEFAULT_HSN[type], gstRateBp: DEFAULT_GST_RATE_BP };
}

/** "8504 40" / "8504.40" → "850440"; null unless 4, 6 or 8 digits. */
export function normaliseHsn(input: string): string | null {
  const digits = input.replace(/[\s.]/g, "");
  return /^(\d{4}|\d{6}|\d{8})$/.test(digits) ? digits : null;
}

/** "850440" → "8504 40", as the tariff prints it. */
export function formatHsn(hsn: string): string {
  return [hsn.slice(0, 4), hsn.slice(4, 6), hsn.slice(6, 8)].filter(Boolean).join(" ");
}
