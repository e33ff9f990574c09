import { createContext, redirect, type MiddlewareFunction } from "react-router";
import type { ShopUser } from "~/domain/auth/shop-user";
import { getSessionUser } from "~/services/auth/get-session-user.server";
import { getRequestInfo, getServices, type Context } from "./context.server";

/** The signed-in user of this request (null for visitors), read once by the root middleware. */
const currentUserContext = createContext<ShopUser | null>(null);

/** Headers for the auth library: the browser's, plus the client address as the server saw it. */
export function authHeaders(request: Request, context: Context): Headers {
  const headers = new Headers(request.headers);
  headers.set("x-shop-client-ip", getRequestInfo(context).clientIp);
  return headers;
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { user, setCookie } = await getSessionUser(getServices(context).auth, request.headers);
  if (user) context.set(currentUserContext, user);
  const response = await next();
  for (const cookie of setCookie) response.headers.append("Set-Cookie", cookie);
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

/** For signed-in visitors on the sign-in and registration pages: they have nothing to do there. */
export function redirectSignedIn(context: Context, to = "/"): void {
  if (getCurrentUser(context)) throw redirect(to);
}
