import type { Redis } from "ioredis";

export type RateLimitResult = {
  allowed: boolean;
  /** Attempts left in the current window. */
  remaining: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
};

export interface RateLimiter {
  /** Counts one attempt for `key` in `bucket` and says whether it is within `limit` per `windowSeconds`. */
  hit(bucket: string, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Forgets every counter (tests). */
  reset(): Promise<void>;
}

/**
 * Fixed-window counters in Redis, shared by every app process. INCR and EXPIRE run in one
 * MULTI so a crash between them cannot leave a counter that never expires.
 */
export function createRedisRateLimiter(redis: Redis, prefix = "rl:"): RateLimiter {
  return {
    async hit(bucket, key, limit, windowSeconds) {
      const redisKey = `${prefix}${bucket}:${key}`;
      const results = await redis
        .multi()
        .incr(redisKey)
        .expire(redisKey, windowSeconds, "NX")
        .ttl(redisKey)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: ttl > 0 ? ttl : windowSeconds,
      };
    },
    async reset() {
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== "0");
    },
  };
}

/** Counters in this process, for a single instance without Redis. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(bucket, key, limit, windowSeconds) {
      const at = now();
      if (at - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
        lastSweep = at;
      }
      const id = `${bucket}:${key}`;
      let window = windows.get(id);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowSeconds * 1000 };
        windows.set(id, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        retryAfterSeconds: Math.ceil((window.resetAt - at) / 1000),
      };
    },
    async reset() {
      windows.clear();
    },
  };
}
