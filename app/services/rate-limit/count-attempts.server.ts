import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Logger } from "~/services/logger.server";
import { addressKey } from "./address-key.server";
import { LIMITS, type RateLimitResult, type RateLimits } from "./rate-limits.server";

type Deps = { rateLimits: RateLimits; log: Logger };

const ALLOWED: RateLimitResult = { allowed: true, retryAfterSeconds: 0 };

function refusedFor(res: RateLimiterRes): RateLimitResult {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/** Consumes one point; a refusal says how long to wait. Store errors (not refusals) are thrown. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimitResult> {
  try {
    await limiter.consume(key);
    return ALLOWED;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return refusedFor(rejection);
    throw rejection;
  }
}

/** The account part of a key: the e-mail as the sign-in form normalises it, kept short. */
function accountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}

/** Counts one sign-in or admin-login attempt against the ceiling for its address. */
export async function countSignInAttempt({ rateLimits, log }: Deps, clientIp: string): Promise<RateLimitResult> {
  const verdict = await consume(rateLimits.limiter("signInCeiling"), addressKey(clientIp));
  if (!verdict.allowed) log.warn({ clientIp }, "sign-in attempts from one address rate-limited");
  return verdict;
}

/** Whether this account may try a password now, from this address (before checking it). */
export async function checkSignInAllowed({ rateLimits, log }: Deps, clientIp: string, email: string): Promise<RateLimitResult> {
  const account = accountKey(email);
  const checks = [
    ["failuresByAccountAndAddress", `${account}|${addressKey(clientIp)}`],
    ["failuresByAccount", account],
  ] as const;
  for (const [name, key] of checks) {
    const res = await rateLimits.limiter(name).get(key);
    if (res && res.consumedPoints >= LIMITS[name].points) {
      log.warn({ clientIp, limit: name }, "sign-in for an account rate-limited");
      return refusedFor(res);
    }
  }
  return ALLOWED;
}

/** Records a wrong password; the attempt that reaches a limit blocks its key for the limit's block time. */
export async function recordSignInFailure({ rateLimits }: Deps, clientIp: string, email: string): Promise<void> {
  const account = accountKey(email);
  const keys = [
    ["failuresByAccountAndAddress", `${account}|${addressKey(clientIp)}`],
    ["failuresByAccount", account],
  ] as const;
  for (const [name, key] of keys) {
    const limiter = rateLimits.limiter(name);
    const res = await limiter.consume(key).catch((rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) return rejection;
      throw rejection;
    });
    if (res.consumedPoints === LIMITS[name].points) await limiter.block(key, LIMITS[name].blockDuration);
  }
}

/** A correct password: the consecutive failures of this account from this address start again. */
export async function recordSignInSuccess({ rateLimits }: Deps, clientIp: string, email: string): Promise<void> {
  await rateLimits.limiter("failuresByAccountAndAddress").delete(`${accountKey(email)}|${addressKey(clientIp)}`);
}

/** Counts one registration from `clientIp`. */
export async function countRegistration({ rateLimits, log }: Deps, clientIp: string): Promise<RateLimitResult> {
  const verdict = await consume(rateLimits.limiter("registration"), addressKey(clientIp));
  if (!verdict.allowed) log.warn({ clientIp }, "registrations rate-limited");
  return verdict;
}

/** Counts one order lookup on the tracking page from `clientIp`. */
export async function countTrackingLookup({ rateLimits, log }: Deps, clientIp: string): Promise<RateLimitResult> {
  const verdict = await consume(rateLimits.limiter("trackingLookups"), addressKey(clientIp));
  if (!verdict.allowed) log.warn({ clientIp }, "order lookups rate-limited");
  return verdict;
}

/** Counts one password-reset request, or one new password set, from `clientIp`. */
export async function countPasswordReset({ rateLimits, log }: Deps, clientIp: string): Promise<RateLimitResult> {
  const verdict = await consume(rateLimits.limiter("passwordResets"), addressKey(clientIp));
  if (!verdict.allowed) log.warn({ clientIp }, "password resets rate-limited");
  return verdict;
}

/** Counts one order placement by `userId`. */
export async function countOrderPlacement({ rateLimits, log }: Deps, userId: string): Promise<RateLimitResult> {
  const verdict = await consume(rateLimits.limiter("orderPlacements"), userId);
  if (!verdict.allowed) log.warn({ userId }, "order placement rate-limited");
  return verdict;
}
