export const PRODUCT_TYPES = ["inverter", "ups", "battery"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export function isProductType(value: unknown): value is ProductType {
  return PRODUCT_TYPES.includes(value as ProductType);
}

/** How a type reads on a badge or in a filter. */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  inverter: "Inverter",
  ups: "UPS",
  battery: "Battery",
};
