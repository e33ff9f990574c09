import type { Logger } from "~/services/logger.server";
import type { RateLimiter, RateLimitResult } from "./rate-limiter.server";

/** Sign-in, registration and admin login share one budget per client address. */
const AUTH_ATTEMPTS_PER_MINUTE = 10;
/** Order ids are guessable (a million values): tracking lookups are counted per address. */
const TRACKING_LOOKUPS_PER_MINUTE = 20;

/** Counts one authentication attempt from `clientIp`; a refusal is logged. */
export async function countAuthAttempt(
  { rateLimiter, log }: { rateLimiter: RateLimiter; log: Logger },
  clientIp: string,
): Promise<RateLimitResult> {
  const verdict = await rateLimiter.hit("auth", clientIp, AUTH_ATTEMPTS_PER_MINUTE, 60);
  if (!verdict.allowed) log.warn({ clientIp }, "authentication attempts rate-limited");
  return verdict;
}

/** Counts one order lookup on the tracking page from `clientIp`. */
export async function countTrackingLookup(
  { rateLimiter, log }: { rateLimiter: RateLimiter; log: Logger },
  clientIp: string,
): Promise<RateLimitResult> {
  const verdict = await rateLimiter.hit("track", clientIp, TRACKING_LOOKUPS_PER_MINUTE, 60);
  if (!verdict.allowed) log.warn({ clientIp }, "order lookups rate-limited");
  return verdict;
}

/** Orders one account may place in ten minutes (stock is held while an order is unpaid). */
const ORDERS_PER_TEN_MINUTES = 10;

/** Counts one order placement by `userId`. */
export async function countOrderPlacement(
  { rateLimiter, log }: { rateLimiter: RateLimiter; log: Logger },
  userId: string,
): Promise<RateLimitResult> {
  const verdict = await rateLimiter.hit("place-order", userId, ORDERS_PER_TEN_MINUTES, 600);
  if (!verdict.allowed) log.warn({ userId }, "order placement rate-limited");
  return verdict;
}
