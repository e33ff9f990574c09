import { eq } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import type { RouterContextProvider } from "react-router";
import { user } from "~/db/schema";
import { getRequestInfo, getServices } from "~/services/app-context.server";
import { authHeaders } from "./session.server";

export type SignInResult =
  | { ok: true; userId: string; isAdmin: boolean; setCookie: string[] }
  | { ok: false; reason: "invalid" | "unavailable" };

type Context = Readonly<RouterContextProvider>;

/**
 * Checks an e-mail and password with Better Auth and opens a session. Unknown e-mail and
 * wrong password give the same answer. The session cookies are returned for the caller's
 * redirect, so nothing is set until the caller decides to keep the session.
 */
export async function signInWithPassword(
  request: Request,
  context: Context,
  { email, password }: { email: string; password: string },
): Promise<SignInResult> {
  const { auth, db } = getServices(context);
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: email.trim().toLowerCase(), password },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, response.user.id));
    return {
      ok: true,
      userId: response.user.id,
      isAdmin: row?.role === "admin",
      setCookie: headers.getSetCookie(),
    };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return { ok: false, reason: "invalid" };
    getRequestInfo(context).log.error({ err: error }, "sign-in failed unexpectedly");
    return { ok: false, reason: "unavailable" };
  }
}

/** Ends the session behind `setCookie` (a sign-in we decided not to keep). */
export async function discardSession(context: Context, setCookie: string[]) {
  const { auth } = getServices(context);
  const cookieHeader = setCookie.map((cookie) => cookie.split(";")[0]).join("; ");
  await auth.api.signOut({ headers: new Headers({ Cookie: cookieHeader }) }).catch(() => {});
}

export function cookieHeaders(setCookie: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
  return headers;
}
