import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { mailMessage, session, user, verification } from "~/db/schema";
import { createMailRenderer } from "~/emails/render-mail";
import { handleJob } from "~/services/jobs/job-kind";
import { createJobRunner } from "~/services/jobs/job-runner.server";
import { createLogger } from "~/services/logger.server";
import { SEND_MAIL } from "~/services/mail/mail-job";
import { createMailTransport } from "~/services/mail/mail-transport.server";
import { sendQueuedMail } from "~/services/mail/send-queued-mail.server";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { createAuth, type Auth } from "./auth.server";
import { ensureAdmin } from "./ensure-admin.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";
import { verifyEmail } from "./verify-email.server";

const log = createLogger("silent");
const BASE_URL = "http://localhost:3999";

describe.each(ENGINES)("account e-mails on %s", (engine) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let auth: Auth;
  const db = () => database.db;
  let sequence = 0;

  const deliver = async () => {
    const transport = createMailTransport({ SMTP_URL: smtp.url, MAIL_FROM: "shop@example.in", mailDir: "/nonexistent" }, log);
    const render = createMailRenderer({ name: "HAL", supportPhone: "+91 98765 43210", supportEmail: "s@example.in", baseUrl: BASE_URL });
    const handler = handleJob(SEND_MAIL, (payload, ctx) => sendQueuedMail({ db: db(), transport, render, messageIdDomain: "localhost" }, payload, ctx));
    await createJobRunner({ db: db(), log, handlers: [handler], now: () => new Date(Date.now() + 60_000) }).runDue();
  };
  /** The link of the latest message to `to` whose subject is `subject`, from the SMTP server. */
  const linkIn = (to: string, subject: string) => {
    const mail = smtp.messages.findLast((message) => message.envelopeTo.includes(to) && message.subject === subject);
    const link = mail?.text?.match(new RegExp(`${BASE_URL}/[\\w-]+\\?token=[^\\s\\]]+`))?.[0];
    if (!link) throw new Error(`No "${subject}" link to ${to}`);
    return new URL(link);
  };
  const register = async () => {
    sequence += 1;
    const email = `shopper${sequence}-${engine}@example.in`;
    await auth.api.signUpEmail({ body: { name: `shopper${sequence}`, email, password: "first-secret", username: `shopper${sequence}`, phone: "9876543210" } });
    return email;
  };
  const sessionsOf = async (email: string) => {
    const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
    return db().$count(session, eq(session.userId, row!.id));
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startTestSmtpServer();
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-auth-mail-")), BASE_URL, AUTH_SECRET: "a".repeat(40) });
    auth = createAuth(config, db());
  });
  afterAll(async () => {
    await smtp?.stop();
    await database?.dispose();
  });

  it("sends a new account a verification link that verifies its address", async () => {
    const email = await register();
    await deliver();
    const link = linkIn(email, "Please verify your e-mail address");
    expect(link.pathname).toBe("/verify-email");
    expect((await db().select().from(user).where(eq(user.email, email)))[0]?.emailVerified).toBe(false);
    expect(await verifyEmail({ auth, log }, link.searchParams.get("token")!)).toBe("verified");
    expect((await db().select().from(user).where(eq(user.email, email)))[0]?.emailVerified).toBe(true);
    expect(await verifyEmail({ auth, log }, "not-a-token")).toBe("invalid-link");
  });

  it("resets a password with a single-use link valid for an hour, and signs out every session", async () => {
    const email = await register();
    await auth.api.signInEmail({ body: { email, password: "first-secret" } });
    expect(await sessionsOf(email)).toBe(2);

    const before = Date.now();
    await requestPasswordReset({ auth, log }, email);
    await requestPasswordReset({ auth, log }, `nobody-${engine}@example.in`);
    expect(await db().$count(mailMessage, eq(mailMessage.toAddress, `nobody-${engine}@example.in`))).toBe(0);
    const [stored] = await db().select().from(verification).where(like(verification.identifier, "reset-password:%"));
    expect(stored!.expiresAt.getTime() - before).toBeGreaterThan(59 * 60_000);
    expect(stored!.expiresAt.getTime() - before).toBeLessThanOrEqual(61 * 60_000);
    await deliver();

    const token = linkIn(email, "Reset your password").searchParams.get("token")!;
    expect(await resetPassword({ auth, log }, { token, newPassword: "second-secret" })).toEqual({ ok: true });
    expect(await sessionsOf(email)).toBe(0);
    await expect(auth.api.signInEmail({ body: { email, password: "first-secret" } })).rejects.toThrow();
    await auth.api.signInEmail({ body: { email, password: "second-secret" } });
    // Used once: the same link is refused.
    expect(await resetPassword({ auth, log }, { token, newPassword: "third-secret" })).toEqual({ ok: false, reason: "invalid-link" });
  });

  it("refuses a reset link after its hour", async () => {
    const email = await register();
    await requestPasswordReset({ auth, log }, email);
    await deliver();
    const token = linkIn(email, "Reset your password").searchParams.get("token")!;
    await db().update(verification).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verification.identifier, `reset-password:${token}`));
    expect(await resetPassword({ auth, log }, { token, newPassword: "second-secret" })).toEqual({ ok: false, reason: "invalid-link" });
  });

  it("promotes a customer account to administrator only with force, signing out its sessions", async () => {
    const email = await register();
    expect(await sessionsOf(email)).toBe(1);
    expect(await ensureAdmin(auth, db(), { email, password: "admin-secret" })).toBe("needs-force");
    expect((await db().select().from(user).where(eq(user.email, email)))[0]?.role).toBe("user");
    expect(await sessionsOf(email)).toBe(1);

    expect(await ensureAdmin(auth, db(), { email, password: "admin-secret", force: true })).toBe("promoted");
    expect((await db().select().from(user).where(eq(user.email, email)))[0]?.role).toBe("admin");
    expect(await sessionsOf(email)).toBe(0);

    // The administrator's own next start only sets the password: its sessions stay.
    await auth.api.signInEmail({ body: { email, password: "admin-secret" } });
    expect(await ensureAdmin(auth, db(), { email, password: "admin-secret" })).toBe("updated");
    expect(await sessionsOf(email)).toBe(1);
  });
});
