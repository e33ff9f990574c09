import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { session, user } from "~/db/schema";
import type { Auth } from "./auth.server";

export type EnsureAdminOutcome = "created" | "updated" | "promoted" | "needs-force";

/**
 * Makes `email` the shop's administrator with `password`: creates the account, or updates the
 * password of the existing administrator. Runs at start from ADMIN_EMAIL / ADMIN_PASSWORD and
 * from `npm run admin`.
 *
 * An existing customer account registered itself (its address may be unverified, or someone
 * else's): it is promoted only with `force` ("needs-force" otherwise), and promotion signs out
 * every session it had, so no session opened before the promotion carries the new role.
 */
export async function ensureAdmin(
  auth: Auth,
  db: Db,
  { email, password, force = false }: { email: string; password: string; force?: boolean },
): Promise<EnsureAdminOutcome> {
  const ctx = await auth.$context;
  const normalizedEmail = email.trim().toLowerCase();
  const hash = await ctx.password.hash(password);
  const existing = await ctx.internalAdapter.findUserByEmail(normalizedEmail, { includeAccounts: true });
  if (!existing) {
    const created = await ctx.internalAdapter.createUser({
      email: normalizedEmail,
      name: "Administrator",
      emailVerified: true,
      role: "admin",
    }, { method: "admin" });
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: hash,
    });
    return "created";
  }
  const [current] = await db.select({ role: user.role }).from(user).where(eq(user.id, existing.user.id));
  const promoting = current?.role !== "admin";
  if (promoting && !force) return "needs-force";
  if (promoting) {
    await db.transaction(async (tx) => {
      await tx.update(user).set({ role: "admin" }).where(eq(user.id, existing.user.id));
      await tx.delete(session).where(eq(session.userId, existing.user.id));
    });
  }
  const credential = existing.accounts.find((account) => account.providerId === "credential");
  if (credential) {
    await ctx.internalAdapter.updatePassword(existing.user.id, hash);
  } else {
    await ctx.internalAdapter.linkAccount({
      userId: existing.user.id,
      providerId: "credential",
      accountId: existing.user.id,
      password: hash,
    });
  }
  return promoting ? "promoted" : "updated";
}
