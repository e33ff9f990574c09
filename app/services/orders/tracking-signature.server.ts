import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Order ids are guessable (the spec's 'HAL' + a number below a million), so the tracking
 * page shows an order's items only to its signed-in customer or through a link carrying this
 * signature: an HMAC of the order id under the shop's secret, in the links of My Orders, the
 * confirmation, the e-mails and the QR code the owner sees.
 */
export function trackingSignature(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`track:${orderId}`).digest("base64url").slice(0, 22);
}

export function isTrackingSignature(secret: string, orderId: string, signature: string | null | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(trackingSignature(secret, orderId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
