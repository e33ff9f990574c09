import type { Logger } from "~/services/logger.server";
import { GOOGLE_PROVIDER_ID, type Auth } from "./auth.server";

export type GoogleSignInStart = { ok: true; url: string; setCookie: string[] } | { ok: false };

/**
 * Starts Google sign-in (OpenID Connect with PKCE): the address to send the browser to, and
 * the cookies that hold the state until Google sends it back to the callback.
 */
export async function startGoogleSignIn(
  { auth, log }: { auth: Auth; log: Logger },
  { redirectTo }: { redirectTo: string },
  headers: Headers,
): Promise<GoogleSignInStart> {
  try {
    const { headers: responseHeaders, response } = await auth.api.signInSocial({
      body: {
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: `/auth/complete?redirectTo=${encodeURIComponent(redirectTo)}`,
        errorCallbackURL: "/sign-in?oauth=failed",
        disableRedirect: true,
      },
      headers,
      returnHeaders: true,
    });
    if (!response.url) {
      log.error("Google sign-in returned no address to go to");
      return { ok: false };
    }
    return { ok: true, url: response.url, setCookie: responseHeaders.getSetCookie() };
  } catch (error) {
    log.error({ err: error }, "starting Google sign-in failed");
    return { ok: false };
  }
}
