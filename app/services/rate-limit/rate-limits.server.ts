import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type IRateLimiterOptions, type RateLimiterAbstract } from "rate-limiter-flexible";

export type RateLimitResult = {
  allowed: boolean;
  /** Seconds until the next attempt may be made. */
  retryAfterSeconds: number;
};

/**
 * The shop's limits (decision 016). Sign-in counts *failures*: a customer behind a carrier's
 * NAT shares an address with thousands of others, so correct sign-ins only count towards a
 * generous ceiling per address.
 */
export const LIMITS = {
  /** Every sign-in and admin-login attempt from one address (an IPv6 /64): sized for a NAT. */
  signInCeiling: { points: 600, duration: 60 },
  /** Consecutive failures for one account from one address: then that pair waits 15 minutes. A success resets it. */
  failuresByAccountAndAddress: { points: 10, duration: 24 * 60 * 60, blockDuration: 15 * 60 },
  /** Failures for one account from anywhere: slows distributed guessing, locks the owner out only briefly. */
  failuresByAccount: { points: 50, duration: 60 * 60, blockDuration: 10 * 60 },
  /** Registrations from one address. */
  registration: { points: 30, duration: 10 * 60 },
  /** Password-reset requests and new passwords set from one address: each may send an e-mail. */
  passwordResets: { points: 30, duration: 10 * 60 },
  /** Orders one account may place in ten minutes (stock is held while an order is unpaid). */
  orderPlacements: { points: 10, duration: 10 * 60 },
  /** Order lookups on the tracking page from one address (order ids are guessable). */
  trackingLookups: { points: 20, duration: 60 },
} satisfies Record<string, Pick<IRateLimiterOptions, "points" | "duration" | "blockDuration">>;

type LimitName = keyof typeof LIMITS;

export type RateLimits = {
  limiter(name: LimitName): RateLimiterAbstract;
  /** Forgets every counter (tests). */
  reset(): Promise<void>;
};

/**
 * The limits on `rate-limiter-flexible`: in Redis (shared by every app process; a Redis
 * outage falls back to counting in this process) or, without Redis, in memory.
 */
export function createRateLimits(redis: Redis | null, prefix = "rlf"): RateLimits {
  const build = () => {
    const limiters = {} as Record<LimitName, RateLimiterAbstract>;
    for (const name of Object.keys(LIMITS) as LimitName[]) {
      const options = { ...LIMITS[name], keyPrefix: `${prefix}:${name}` };
      const memory = new RateLimiterMemory(options);
      limiters[name] = redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
    }
    return limiters;
  };
  let limiters = build();
  return {
    limiter: (name) => limiters[name],
    async reset() {
      limiters = build();
      if (!redis) return;
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== "0");
    },
  };
}
