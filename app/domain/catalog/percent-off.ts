/**
 * The badge on a discounted product: the rounded share of the original price saved.
 * Null when there is no saving to show.
 */
export function percentOff(pricePaise: number, originalPricePaise: number | null | undefined): number | null {
  if (!originalPricePaise || originalPricePaise <= pricePaise || pricePaise <= 0) return null;
  const percent = Math.round(((originalPricePaise - pricePaise) / originalPricePaise) * 100);
  return percent > 0 ? percent : null;
}
