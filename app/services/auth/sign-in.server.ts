import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema";
import type { Credentials } from "~/domain/auth/credentials";
import type { Logger } from "~/services/logger.server";
import type { Auth } from "./auth.server";

export type SignInResult =
  | { ok: true; userId: string; isAdmin: boolean; setCookie: string[] }
  | { ok: false; reason: "invalid" | "unavailable" };

/**
 * Checks an e-mail and password with Better Auth and opens a session. Unknown e-mail and
 * wrong password give the same answer. The session cookies are returned for the caller's
 * redirect, so nothing is set until the caller decides to keep the session.
 */
export async function signInWithPassword(
  { auth, db, log }: { auth: Auth; db: Db; log: Logger },
  { email, password }: Credentials,
  headers: Headers,
): Promise<SignInResult> {
  try {
    const { headers: responseHeaders, response } = await auth.api.signInEmail({
      body: { email: email.trim().toLowerCase(), password },
      headers,
      returnHeaders: true,
    });
    const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, response.user.id));
    return { ok: true, userId: response.user.id, isAdmin: row?.role === "admin", setCookie: responseHeaders.getSetCookie() };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return { ok: false, reason: "invalid" };
    log.error({ err: error }, "sign-in failed unexpectedly");
    return { ok: false, reason: "unavailable" };
  }
}

/**
 * Ends the session behind `setCookie` (a sign-in we decided not to keep). A failure is
 * logged: the cookies are never sent, so the session is unusable, but its row stays until it expires.
 */
export async function discardSession({ auth, log }: { auth: Auth; log: Logger }, setCookie: string[]): Promise<void> {
  const cookieHeader = setCookie.map((cookie) => cookie.split(";")[0]).join("; ");
  try {
    await auth.api.signOut({ headers: new Headers({ Cookie: cookieHeader }) });
  } catch (error) {
    log.error({ err: error }, "discarding an unwanted session failed");
  }
}
