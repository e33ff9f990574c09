import type { Logger } from "~/services/logger.server";
import type { Auth } from "./auth.server";
import { expiredSessionCookies } from "./session-cookies";

/**
 * Ends the session on the server (the row is deleted, so a copied cookie stops working) and
 * returns the cookies that clear it in the browser. When the auth library fails, the failure
 * is logged and the cookies are cleared anyway: the person still leaves signed out.
 */
export async function signOut({ auth, log }: { auth: Auth; log: Logger }, headers: Headers): Promise<string[]> {
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (error) {
    log.error({ err: error }, "sign-out failed; clearing the session cookies anyway");
    return expiredSessionCookies();
  }
}
