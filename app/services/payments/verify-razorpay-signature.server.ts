import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Razorpay signs each webhook with the hex HMAC-SHA256 of its raw body under the webhook
 * secret (`X-Razorpay-Signature`). Checked on the bytes as they arrived, before anything is
 * parsed, and compared in constant time.
 */
export function isValidRazorpaySignature(rawBody: Uint8Array, signature: string | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
