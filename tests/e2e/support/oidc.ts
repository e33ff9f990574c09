/**
 * The local OpenID Connect provider that stands in for Google (oidc-provider.mjs, started by
 * playwright.config.ts before the shop), and how a test picks who signs in there.
 */
import type { BrowserContext } from "@playwright/test";
import { OIDC_PORT } from "./constants";

export const OIDC_URL = `http://localhost:${OIDC_PORT}`;
export const GOOGLE_CLIENT_ID = "shop-test-client";
export const GOOGLE_CLIENT_SECRET = "shop-test-secret";

/** Cookies for `localhost` reach every port, so the provider's /authorize sees these. */
const USER_COOKIE = "oidc-test-user";
const FAIL_COOKIE = "oidc-test-fail";

/** The next Google sign-in in `context` is this person (verified e-mail, display name). */
export async function useGoogleAccount(context: BrowserContext, person: { email: string; name: string }): Promise<void> {
  await context.addCookies([
    { name: USER_COOKIE, value: encodeURIComponent(JSON.stringify(person)), url: OIDC_URL },
  ]);
}

/** The provider refuses the next Google sign-in in `context` (as when the person cancels). */
export async function refuseGoogleSignIn(context: BrowserContext, error = "access_denied"): Promise<void> {
  await context.addCookies([{ name: FAIL_COOKIE, value: error, url: OIDC_URL }]);
}
