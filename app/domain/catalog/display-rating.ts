/**
 * The stars a product shows: the average of its reviews (to one decimal) when it has any,
 * else the product's own fallback rating (kept in tenths), else none.
 */
export function displayRating(row: { reviewCount: number; ratingTotal: number; ratingTenths: number }): number | null {
  if (row.reviewCount > 0) return Math.round((row.ratingTotal / row.reviewCount) * 10) / 10;
  return row.ratingTenths > 0 ? row.ratingTenths / 10 : null;
}
