import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { ShopUser } from "~/domain/auth/shop-user";
import { getRequestInfo, getServices } from "~/services/app-context.server";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?shop\.session_token=/;

/** The signed-in user of this request (null for visitors), read once by the root middleware. */
const currentUserContext = createContext<ShopUser | null>(null);

type Context = Readonly<RouterContextProvider>;

/** Headers for `auth.api.*` calls: the browser's, plus the client address as the server saw it. */
export function authHeaders(request: Request, context: Context): Headers {
  const headers = new Headers(request.headers);
  headers.set("x-shop-client-ip", getRequestInfo(context).clientIp);
  return headers;
}

/**
 * Looks up the session behind the request's cookie. Visitors without a session cookie cost
 * nothing: no database query.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!SESSION_COOKIE.test(request.headers.get("Cookie") ?? "")) return next();
  const { auth } = getServices(context);
  const { headers: authResponseHeaders, response: session } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  if (session) {
    const { user } = session;
    context.set(currentUserContext, {
      id: user.id,
      email: user.email,
      displayName: user.name?.trim() || null,
      photoUrl: user.image ?? null,
      isAdmin: user.role === "admin",
    });
  }
  const response = await next();
  // A refreshed session (or a dead one being cleared) comes back as cookies to pass on.
  for (const cookie of authResponseHeaders.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
};

export function getCurrentUser(context: Context): ShopUser | null {
  return context.get(currentUserContext);
}

/** For pages: visitors go to sign in and come back afterwards. */
export function requireUser(request: Request, context: Context): ShopUser {
  const user = getCurrentUser(context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

/** For actions and resources: 401 JSON instead of a redirect. */
export function requireUserForAction(context: Context): ShopUser {
  const user = getCurrentUser(context);
  if (!user) throw Response.json({ error: "Please sign in." }, { status: 401 });
  return user;
}

/** For admin pages: anyone but an admin goes to the admin login, before any admin data is read. */
export function requireAdminPage(context: Context): ShopUser {
  const user = getCurrentUser(context);
  if (!user?.isAdmin) throw redirect("/admin-login");
  return user;
}

/** For admin actions and resources: 403 for anyone but an admin. */
export function requireAdmin(context: Context): ShopUser {
  const user = getCurrentUser(context);
  if (!user?.isAdmin) throw Response.json({ error: "Administrator access only." }, { status: 403 });
  return user;
}
