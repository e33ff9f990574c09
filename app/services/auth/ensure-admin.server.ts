import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema";
import type { Auth } from "./auth.server";

/**
 * Makes `email` the shop's administrator with `password`: creates the account, or gives an
 * existing one the admin role and this password. Runs at start from ADMIN_EMAIL /
 * ADMIN_PASSWORD and from `npm run admin`.
 */
export async function ensureAdmin(
  auth: Auth,
  db: Db,
  { email, password }: { email: string; password: string },
): Promise<"created" | "updated"> {
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
  await db.update(user).set({ role: "admin" }).where(eq(user.id, existing.user.id));
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
  return "updated";
}
