import type { ShopUser } from "~/domain/auth/shop-user";
import type { Auth } from "./auth.server";
import { getSessionUser } from "./get-session-user.server";
import { sessionToken } from "./session-cookies";

export type Viewer = { user: ShopUser; setCookie: string[] };

export type SessionViewers = {
  /** Who holds the session in this Cookie header, or null (no session, or a dead one). */
  resolve: (cookieHeader: string | undefined) => Promise<Viewer | null>;
  /** Forgets a session at once (its sign-out in this process). */
  forget: (cookieHeader: string | undefined) => void;
};

/**
 * Who is looking at a shared catalogue page (decision 023): the page is the same for everyone,
 * only the header shows the viewer. Checking a session costs a signature and a database
 * query — more than serving the page itself — so a session seen in the last `ttlMs` is taken
 * as still valid *for that display only*. Nothing here authorizes anything: every loader and
 * action that reads private data or writes still checks the session itself (web/session.server.ts).
 * A first sight goes through the auth library, which also refreshes the session's expiry.
 */
export function createSessionViewers(
  auth: Auth,
  { ttlMs = 15_000, maxEntries = 20_000, now = Date.now }: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SessionViewers {
  const seen = new Map<string, { user: ShopUser; until: number }>();
  return {
    async resolve(cookieHeader) {
      const token = sessionToken(cookieHeader);
      if (!token) return null;
      const hit = seen.get(token);
      if (hit && now() < hit.until) return { user: hit.user, setCookie: [] };
      seen.delete(token);
      const { user, setCookie } = await getSessionUser(auth, new Headers({ cookie: cookieHeader! }));
      if (!user) return null;
      if (seen.size >= maxEntries) seen.delete(seen.keys().next().value!);
      seen.set(token, { user, until: now() + ttlMs });
      return { user, setCookie };
    },
    forget(cookieHeader) {
      const token = sessionToken(cookieHeader);
      if (token) seen.delete(token);
    },
  };
}
