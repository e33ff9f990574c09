import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { session, user } from "~/db/schema";
import { userIdByEmail } from "../support/factories";
import { ADMIN, ADMIN_ENV, Client, CUSTOMER_PASSWORD, register, registration, signIn } from "../support/http";
import { ENGINES } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(ENGINES)("accounts over HTTP (%s)", (engine) => {
  let server: TestServer;
  const client = () => new Client(server.url);

  beforeAll(async () => {
    server = await startTestServer({ ...ADMIN_ENV, SEED_DEMO: "false" }, { engine });
  });
  afterAll(() => server?.close());
  beforeEach(() => server.services.rateLimits.reset());

  const valid = registration("priya@example.in");

  describe("registration rules, checked again on the server", () => {
    it.each([
      ["an empty field", { username: "" }, "Missing information", "Please fill in all fields."],
      ["a blank field", { phone: "   " }, "Missing information", "Please fill in all fields."],
      ["different passwords", { confirmPassword: "secret2" }, "Password mismatch", "Passwords do not match."],
      ["a short password", { password: "abc", confirmPassword: "abc" }, "Password too short", "Password must be at least 6 characters long."],
      ["a short phone", { phone: "98765" }, "Invalid phone number", "Please enter a valid phone number."],
      // Several problems at once: the spec's order decides which one is shown.
      ["mismatch and short password", { password: "abc", confirmPassword: "abd", phone: "1" }, "Password mismatch", "Passwords do not match."],
      ["short password and short phone", { password: "abc", confirmPassword: "abc", phone: "1" }, "Password too short", "Password must be at least 6 characters long."],
    ])("refuses %s with a 400", async (_name, change, title, description) => {
      const response = await client().post("/register", { ...valid, ...change });
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(body).toContain(title);
      expect(body).toContain(description);
      expect(await server.services.db.$count(user, eq(user.email, (change as { email?: string }).email ?? valid.email))).toBe(0);
    });

    it("creates the account, signs it in, and stores username, phone and e-mail", async () => {
      const browser = client();
      const response = await browser.post("/register", { ...valid, email: "Priya.New@Example.in" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
      const [row] = await server.services.db.select().from(user).where(eq(user.email, "priya.new@example.in"));
      expect(row).toMatchObject({ username: "priya", name: "priya", phone: "9876543210", role: "user" });
      expect(row?.createdAt).toBeInstanceOf(Date);
      const profile = await (await browser.get("/profile")).text();
      expect(profile).toContain("priya.new@example.in");
    });

    it("refuses an e-mail that is taken, with a reason", async () => {
      await register(server.url, "taken@example.in");
      const response = await client().post("/register", { ...valid, email: "taken@example.in" });
      expect(response.status).toBe(409);
      const body = await response.text();
      expect(body).toContain("Registration failed");
      expect(body).toContain("An account with this email already exists. Please sign in instead.");
    });

    it("sends signed-in users away from /register and /sign-in", async () => {
      const browser = await register(server.url, "away@example.in");
      for (const page of ["/register", "/sign-in"]) {
        const response = await browser.get(page);
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toBe("/");
      }
    });
  });

  describe("sign-in", () => {
    beforeAll(async () => {
      await register(server.url, "known@example.in");
    });

    it("gives the same answer for a wrong password and an unknown e-mail", async () => {
      const wrong = await client().post("/sign-in", { email: "known@example.in", password: "nope-nope" });
      const unknown = await client().post("/sign-in", { email: "nobody@example.in", password: "nope-nope" });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      const [a, b] = [await wrong.text(), await unknown.text()];
      for (const body of [a, b]) {
        expect(body).toContain("Sign in failed");
        expect(body).toContain("Invalid email or password.");
      }
      expect(wrong.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
    });

    it("asks for both fields", async () => {
      const response = await client().post("/sign-in", { email: "known@example.in", password: "" });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Please enter both email and password.");
    });

    it("signs in with an HttpOnly, SameSite=Lax session cookie (not Secure over plain HTTP)", async () => {
      const response = await client().post("/sign-in", { email: "known@example.in", password: CUSTOMER_PASSWORD });
      expect(response.status).toBe(302);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith("shop.session_token="));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
    });

    it("revokes the session on the server at logout", async () => {
      const browser = await signIn(server.url, "known@example.in");
      const stolen = browser.clone();
      const userId = await userIdByEmail(server.services.db, "known@example.in");
      const before = await server.services.db.$count(session, eq(session.userId, userId));
      expect(before).toBeGreaterThan(0);
      const response = await browser.post("/logout", {});
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
      expect(await server.services.db.$count(session, eq(session.userId, userId))).toBe(before - 1);
      // A copy of the old cookie no longer signs anyone in.
      expect(await (await stolen.get("/profile")).text()).toContain("Please sign in to view your profile.");
    });

    it("refuses cross-site form posts", async () => {
      const fromElsewhere = await client().post(
        "/sign-in",
        { email: "known@example.in", password: CUSTOMER_PASSWORD },
        { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      );
      expect(fromElsewhere.status).toBe(403);
      const originOnly = await client().post("/register", valid, { Origin: "https://evil.example", "Sec-Fetch-Site": "" });
      expect(originOnly.status).toBe(403);
    });
  });

  describe("rate limit", () => {
    it("allows 10 wrong passwords for one account from one address, then answers 429 with Retry-After", { timeout: 120_000 }, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await client().post("/sign-in", { email: "x@example.in", password: "wrong-pass" })).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      const limited = await client().post("/admin-login", { email: "x@example.in", password: "wrong-pass" });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      const body = await limited.text();
      expect(body).toContain("Too many attempts");
      expect(body).toContain(`Please wait ${retryAfter} seconds and try again.`);
      await server.services.rateLimits.reset();
      expect((await client().post("/sign-in", { email: "x@example.in", password: "wrong-pass" })).status).toBe(401);
    });

    it("ignores X-Forwarded-For unless TRUST_PROXY says so", { timeout: 120_000 }, async () => {
      for (let i = 0; i < 10; i++) {
        await client().post("/sign-in", { email: "x@example.in", password: "wrong-pass" }, { "X-Forwarded-For": `10.0.0.${i}` });
      }
      const spoofed = await client().post("/sign-in", { email: "x@example.in", password: "wrong-pass" }, { "X-Forwarded-For": "10.9.9.9" });
      expect(spoofed.status).toBe(429);
    });
  });

  describe("administrator", () => {
    it("signs the admin in on /admin-login and lets them into /admin", async () => {
      const admin = client();
      const response = await admin.post("/admin-login", ADMIN);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin");
      expect((await admin.get("/admin")).status).toBe(200);
      // Already an admin: straight to /admin.
      expect((await admin.get("/admin-login")).headers.get("location")).toBe("/admin");
    });

    it("sends the admin from /sign-in to /admin", async () => {
      const response = await client().post("/sign-in", ADMIN);
      expect(response.headers.get("location")).toBe("/admin");
    });

    it("refuses a customer's correct password on /admin-login exactly like a wrong one, keeping no session", async () => {
      await register(server.url, "shopper@example.in");
      const shopperId = await userIdByEmail(server.services.db, "shopper@example.in");
      const sessionsBefore = await server.services.db.$count(session, eq(session.userId, shopperId));
      const customer = client();
      const right = await customer.post("/admin-login", { email: "shopper@example.in", password: CUSTOMER_PASSWORD });
      const wrong = await client().post("/admin-login", { email: "shopper@example.in", password: "wrong-pass" });
      expect(right.status).toBe(401);
      expect(wrong.status).toBe(401);
      for (const body of [await right.text(), await wrong.text()]) {
        expect(body).toContain("Login Failed");
        expect(body).toContain("Invalid admin credentials.");
      }
      expect(customer.cookie("shop.session_token")).toBeUndefined();
      expect(await server.services.db.$count(session, eq(session.userId, shopperId))).toBe(sessionsBefore);
    });

    it("keeps visitors and customers out of /admin, whatever the browser claims", async () => {
      const visitor = await client().get("/admin", { headers: { Cookie: "adminAuthenticated=true" } });
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toBe("/admin-login");
      const customer = await signIn(server.url, "shopper@example.in");
      const asCustomer = await customer.get("/admin");
      expect(asCustomer.status).toBe(302);
      expect(asCustomer.headers.get("location")).toBe("/admin-login");
      // The client-side navigation's data request gets the same redirect, and no admin data.
      const data = await customer.get("/admin.data");
      const body = await data.text();
      expect(body).toContain("/admin-login");
      expect(body).not.toContain(ADMIN.email);
    });
  });
});

describe("administrator bootstrap from the environment", () => {
  // Two starts of the shop in one test: more than the default 30 s on a busy machine.
  it("creates the admin on the first start and updates the password on the next", { timeout: 90_000 }, async () => {
    const first = await startTestServer({ ADMIN_EMAIL: "boss@halpower.test", ADMIN_PASSWORD: "first-pass", SEED_DEMO: "false" }, { keepData: true });
    expect((await new Client(first.url).post("/admin-login", { email: "boss@halpower.test", password: "first-pass" })).status).toBe(302);
    await first.close();

    const second = await startTestServer(
      { ADMIN_EMAIL: "boss@halpower.test", ADMIN_PASSWORD: "second-pass", SEED_DEMO: "false" },
      { dataDir: first.dataDir },
    );
    try {
      const oldPassword = await new Client(second.url).post("/admin-login", { email: "boss@halpower.test", password: "first-pass" });
      expect(oldPassword.status).toBe(401);
      expect(await oldPassword.text()).toContain("Invalid admin credentials.");
      expect((await new Client(second.url).post("/admin-login", { email: "boss@halpower.test", password: "second-pass" })).status).toBe(302);
      expect(await second.services.db.$count(user, eq(user.role, "admin"))).toBe(1);
    } finally {
      await second.close();
    }
  });

  it("has no admin without ADMIN_EMAIL, so nobody gets in", async () => {
    const server = await startTestServer({ SEED_DEMO: "false" });
    try {
      expect(await server.services.db.$count(user, eq(user.role, "admin"))).toBe(0);
      const response = await new Client(server.url).post("/admin-login", ADMIN);
      expect(response.status).toBe(401);
      expect(await response.text()).toContain("Invalid admin credentials.");
    } finally {
      await server.close();
    }
  });
});
