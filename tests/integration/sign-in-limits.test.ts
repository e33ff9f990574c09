import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { account } from "~/db/schema";
import { recordSignInFailure } from "~/services/rate-limit/count-attempts.server";
import { insertUser } from "../support/factories";
import { ADMIN, ADMIN_ENV, Client, CUSTOMER_PASSWORD, registration } from "../support/http";
import { startTestServer, type TestServer } from "../support/test-server";

/** Counted in memory always; in Redis too when REDIS_URL is set. */
const STORES = process.env.REDIS_URL ? ["memory", "redis"] : ["memory"];
/** Each wrong password costs a real password hash: slow on a busy machine. */
const SLOW = { timeout: 240_000 };
const silent = pino({ level: "silent" });

describe.each(STORES)("sign-in limits (%s)", (store) => {
  let server: TestServer;
  const emails: string[] = [];
  const from = (ip: string) => ({ "X-Forwarded-For": ip });
  const signIn = (email: string, password: string, ip: string, path = "/sign-in") =>
    new Client(server.url).post(path, { email, password }, from(ip));

  beforeAll(async () => {
    server = await startTestServer(
      { ...ADMIN_ENV, SEED_DEMO: "false", TRUST_PROXY: "true", REDIS_URL: store === "redis" ? process.env.REDIS_URL : undefined },
    );
    // 200 customers with the same password, written straight to the database (one hash, not 200).
    const hash = await hashPassword(CUSTOMER_PASSWORD);
    for (let i = 0; i < 200; i++) {
      const row = await insertUser(server.services.db);
      await server.services.db.insert(account).values({ id: randomUUID(), accountId: row.id, providerId: "credential", userId: row.id, password: hash });
      emails.push(row.email);
    }
  }, 180_000);
  afterAll(() => server?.close());
  beforeEach(() => server.services.rateLimits.reset());

  it("lets 200 different customers sign in from one address within a minute", { timeout: 300_000 }, async () => {
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < emails.length; i += 8) {
      const batch = emails.slice(i, i + 8).map((email) => signIn(email, CUSTOMER_PASSWORD, "100.64.0.1"));
      statuses.push(...(await Promise.all(batch)).map((r) => r.status));
    }
    expect(statuses.filter((s) => s !== 302)).toEqual([]);
    // On a busy machine 200 password checks may take longer than the minute; when they did
    // not, the address's one-minute window holds all 200 of them.
    const counted = await server.services.rateLimits.limiter("signInCeiling").get("100.64.0.1");
    if (Date.now() - started < 60_000) expect(counted?.consumedPoints).toBe(200);
  });

  it("still has a ceiling per address, far above a NAT's minute of sign-ins", SLOW, async () => {
    await server.services.rateLimits.limiter("signInCeiling").consume("100.64.0.9", 600);
    const refused = await signIn(emails[7]!, CUSTOMER_PASSWORD, "100.64.0.9");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });

  it("locks one account from one address after 10 wrong passwords, and names the wait", SLOW, async () => {
    const [victim, neighbour] = emails as [string, string];
    for (let i = 0; i < 10; i++) expect((await signIn(victim, "wrong-pass", "100.64.0.2")).status).toBe(401);
    const locked = await signIn(victim, CUSTOMER_PASSWORD, "100.64.0.2");
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const body = await locked.text();
    expect(body).toContain("Too many attempts");
    expect(body).toContain(`Please wait ${retryAfter} seconds and try again.`);
    // The same admin-login form counts the same failures.
    expect((await signIn(victim, CUSTOMER_PASSWORD, "100.64.0.2", "/admin-login")).status).toBe(429);
    // Others behind the same address, and the owner elsewhere, still sign in.
    expect((await signIn(neighbour, CUSTOMER_PASSWORD, "100.64.0.2")).status).toBe(302);
    expect((await signIn(victim, CUSTOMER_PASSWORD, "100.64.9.9")).status).toBe(302);
    expect((await signIn(ADMIN.email, ADMIN.password, "100.64.0.2", "/admin-login")).status).toBe(302);
  });

  it("starts the count again after a correct password", SLOW, async () => {
    const email = emails[2]!;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await signIn(email, "wrong-pass", "100.64.0.3")).status).toBe(401);
      expect((await signIn(email, CUSTOMER_PASSWORD, "100.64.0.3")).status).toBe(302);
    }
  });

  it("counts IPv6 addresses by their /64: rotating inside it does not escape", SLOW, async () => {
    const email = emails[3]!;
    for (let i = 0; i < 10; i++) {
      expect((await signIn(email, "wrong-pass", `2001:db8:77:1::${(i + 1).toString(16)}`)).status).toBe(401);
    }
    expect((await signIn(email, CUSTOMER_PASSWORD, "2001:db8:77:1:abcd:ef01:2345:6789")).status).toBe(429);
    expect((await signIn(email, CUSTOMER_PASSWORD, "2001:db8:77:2::1")).status).toBe(302);
  });

  it("slows guessing of one account from many addresses, without touching other accounts", SLOW, async () => {
    const email = emails[4]!;
    // 45 failures from 45 addresses counted directly, the last 5 over HTTP (each costs a password hash).
    for (let i = 0; i < 45; i++) await recordSignInFailure({ rateLimits: server.services.rateLimits, log: silent }, `198.51.100.${i}`, email);
    for (let i = 45; i < 50; i++) expect((await signIn(email, "wrong-pass", `198.51.100.${i}`)).status).toBe(401);
    const slowed = await signIn(email, CUSTOMER_PASSWORD, "198.51.100.200");
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("retry-after"))).toBeLessThanOrEqual(10 * 60);
    expect((await signIn(emails[5]!, CUSTOMER_PASSWORD, "198.51.100.200")).status).toBe(302);
  });

  it("limits registration on its own budget, which sign-ins do not use up", SLOW, async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(emails[6]!, CUSTOMER_PASSWORD, "100.64.0.5")).status).toBe(302);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const form = { ...registration(`new${i}-${randomUUID().slice(0, 6)}@example.in`), phone: "12" };
      statuses.push((await new Client(server.url).post("/register", form, from("100.64.0.5"))).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await signIn(emails[6]!, CUSTOMER_PASSWORD, "100.64.0.5")).status).toBe(302);
  });
});
