/** The tracking page of an order; with `signature`, the link that also shows its items. */
export function trackingPath(orderId: string, signature?: string | null): string {
  const query = new URLSearchParams({ orderId });
  if (signature) query.set("sig", signature);
  return `/track-order?${query.toString()}`;
}
