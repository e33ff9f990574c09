import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "./rate-limiter.server";

function exercise(name: string, make: () => { limiter: RateLimiter; advance: (seconds: number) => Promise<void> }) {
  describe(name, () => {
    it("allows the limit, refuses the next attempt, and counts keys apart", async () => {
      const { limiter } = make();
      for (let i = 1; i <= 3; i++) {
        expect(await limiter.hit("t1", "1.2.3.4", 3, 60)).toMatchObject({ allowed: true, remaining: 3 - i });
      }
      const refused = await limiter.hit("t1", "1.2.3.4", 3, 60);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await limiter.hit("t1", "5.6.7.8", 3, 60)).allowed).toBe(true);
      expect((await limiter.hit("other", "1.2.3.4", 3, 60)).allowed).toBe(true);
    });

    it("opens again when the window has passed", async () => {
      const { limiter, advance } = make();
      for (let i = 0; i < 2; i++) await limiter.hit("t2", "ip", 2, 1);
      expect((await limiter.hit("t2", "ip", 2, 1)).allowed).toBe(false);
      await advance(1.1);
      expect((await limiter.hit("t2", "ip", 2, 1)).allowed).toBe(true);
    });

    it("forgets everything on reset", async () => {
      const { limiter } = make();
      await limiter.hit("t3", "ip", 1, 60);
      expect((await limiter.hit("t3", "ip", 1, 60)).allowed).toBe(false);
      await limiter.reset();
      expect((await limiter.hit("t3", "ip", 1, 60)).allowed).toBe(true);
    });
  });
}

exercise("memory rate limiter", () => {
  let now = 1_000_000;
  return {
    limiter: createMemoryRateLimiter(() => now),
    advance: async (seconds) => {
      now += seconds * 1000;
    },
  };
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(Boolean(redisUrl))("with Redis", () => {
  const redis = new Redis(redisUrl ?? "redis://127.0.0.1:6379", { lazyConnect: true });
  afterAll(() => redis.quit());
  let run = 0;
  exercise("redis rate limiter", () => {
    // A prefix per test keeps runs apart on a shared Redis.
    const prefix = `test-rl:${process.pid}:${run++}:`;
    return {
      limiter: createRedisRateLimiter(redis, prefix),
      // Redis ends a window by expiring its key; the test expires them now instead of waiting.
      advance: async () => {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
      },
    };
  });

  it("gives each window's key the window as its expiry, so Redis ends it", async () => {
    const prefix = `test-rl:${process.pid}:ttl:`;
    await createRedisRateLimiter(redis, prefix).hit("t4", "ip", 5, 60);
    const ttl = await redis.ttl(`${prefix}t4:ip`);
    expect(ttl).toBeGreaterThan(55);
    expect(ttl).toBeLessThanOrEqual(60);
    await redis.del(`${prefix}t4:ip`);
  });
});
