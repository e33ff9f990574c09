import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { session } from "~/db/schema";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { createAuth, type Auth } from "./auth.server";
import { createSessionViewers } from "./session-viewers.server";

describe.each(ENGINES)("session viewers on %s", (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  let sequence = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-viewers-")), BASE_URL: "http://localhost:3999", AUTH_SECRET: "v".repeat(40) });
    auth = createAuth(config, database.db);
  });
  afterAll(() => database?.close());

  /** A new customer's Cookie header and user id. */
  const signUp = async () => {
    sequence += 1;
    const { headers, response } = await auth.api.signUpEmail({
      body: { name: `viewer${sequence}`, email: `viewer${sequence}-${engine}@example.in`, password: "viewer-secret", username: `viewer${sequence}`, phone: "9876543210" },
      returnHeaders: true,
    });
    const cookie = headers.getSetCookie().map((line) => line.split(";")[0]!).find((pair) => pair.startsWith("shop.session_token="))!;
    return { cookie, userId: response.user.id };
  };

  it("names the session's user, and nobody for no cookie or a forged one", async () => {
    const viewers = createSessionViewers(auth);
    const { cookie, userId } = await signUp();
    const viewer = await viewers.resolve(`theme=dark; ${cookie}`);
    expect(viewer?.user).toMatchObject({ id: userId, displayName: `viewer${sequence}`, isAdmin: false });
    expect(await viewers.resolve(undefined)).toBeNull();
    expect(await viewers.resolve("theme=dark")).toBeNull();
    expect(await viewers.resolve("shop.session_token=forged.signature")).toBeNull();
  });

  it("trusts a session it saw for ttlMs only, and forgets a signed-out one at once", async () => {
    let clock = 1_000_000;
    const viewers = createSessionViewers(auth, { ttlMs: 15_000, now: () => clock });
    const first = await signUp();
    const second = await signUp();
    expect(await viewers.resolve(first.cookie)).not.toBeNull();
    expect(await viewers.resolve(second.cookie)).not.toBeNull();
    // The sessions end in the database (another process signed them out, or an admin deleted them).
    await database.db.delete(session).where(eq(session.userId, first.userId));
    await database.db.delete(session).where(eq(session.userId, second.userId));
    clock += 14_000;
    expect((await viewers.resolve(first.cookie))?.user.id).toBe(first.userId);
    viewers.forget(second.cookie);
    expect(await viewers.resolve(second.cookie)).toBeNull();
    clock += 2_000;
    expect(await viewers.resolve(first.cookie)).toBeNull();
  });
});
