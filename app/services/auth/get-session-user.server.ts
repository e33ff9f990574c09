import type { ShopUser } from "~/domain/auth/shop-user";
import type { Auth } from "./auth.server";
import { hasSessionCookie } from "./session-cookies";

/**
 * The signed-in user behind a request's cookies, and any cookies to send back (a refreshed
 * session, or a dead one being cleared). Visitors without a session cookie cost nothing.
 */
export async function getSessionUser(
  auth: Auth,
  headers: Headers,
): Promise<{ user: ShopUser | null; setCookie: string[] }> {
  if (!hasSessionCookie(headers.get("Cookie"))) return { user: null, setCookie: [] };
  const { headers: responseHeaders, response: session } = await auth.api.getSession({ headers, returnHeaders: true });
  const user = session
    ? {
        id: session.user.id,
        email: session.user.email,
        displayName: session.user.name?.trim() || null,
        photoUrl: session.user.image ?? null,
        isAdmin: session.user.role === "admin",
        emailVerified: session.user.emailVerified,
      }
    : null;
  return { user, setCookie: responseHeaders.getSetCookie() };
}
