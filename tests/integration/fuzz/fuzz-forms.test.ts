import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anyBody, FUZZ, fingerprint, send } from "../../support/fuzz";
import { ADMIN_ENV, Client, register, signInAdmin } from "../../support/http";
import { startTestServer, type TestServer } from "../../support/test-server";

/**
 * Every form action (and the JSON order action) with generated bodies, signed out, as a
 * customer and as the administrator: never a 5xx, and a refused request writes nothing.
 */
describe("fuzzing the form actions", () => {
  let server: TestServer;
  const clients: Record<string, Client> = {};
  const tried: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer({ ...ADMIN_ENV, SEED_DEMO: "true" });
    clients.visitor = new Client(server.url);
    clients.customer = await register(server.url, "fuzz-customer@example.in");
    clients.admin = await signInAdmin(server.url);
  });
  afterAll(async () => {
    console.info(`fuzz: inputs tried per form action ${JSON.stringify(tried)}`);
    await server?.close();
  });

  const ACTIONS = ["/sign-in", "/register", "/admin-login", "/forgot-password", "/reset-password", "/orders", "/admin", "/payment", "/logout"];
  const ROLES = ["visitor", "customer", "admin"] as const;

  it.each(ACTIONS)("%s: no 5xx, and nothing written by a refusal", { timeout: 900_000 }, async (path) => {
    // /logout would end the shared sessions: it is fuzzed signed out, with made-up cookies.
    const roles = path === "/logout" ? (["visitor"] as const) : ROLES;
    tried[path] = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...roles), anyBody, fc.boolean(), fc.nat(99), async (role, body, cookie, crossSiteDie) => {
        tried[path]! += 1;
        // Past the limits every attempt would stop at 429; start them again now and then so the inputs reach the forms.
        if (tried[path]! % 20 === 0) await server.services.rateLimits.reset();
        const client = path === "/logout" && cookie ? clients.visitor!.clone() : clients[role]!;
        const before = await fingerprint(server.services.db);
        const init = path === "/logout" && cookie ? { Cookie: `shop.session_token=${encodeURIComponent(body.label.slice(0, 50).replace(/[\uD800-\uDFFF]/gu, ""))}` } : undefined;
        const response = init
          ? await client.request(path, { method: "POST", headers: { ...init, Origin: server.url, "Sec-Fetch-Site": "same-origin" } })
          : await send(client, server.url, "POST", path, body, crossSiteDie === 0);
        await response.arrayBuffer();
        expect(response.status, `${role} ${body.label}`).toBeLessThan(500);
        if (response.status >= 400) expect(await fingerprint(server.services.db), `${role} ${body.label}`).toBe(before);
      }),
      { ...FUZZ, endOnFailure: false },
    );
    // The shared sessions are still signed in (a fuzzed request must not end them).
    expect((await clients.admin!.get("/admin")).status).toBe(200);
  });
});
