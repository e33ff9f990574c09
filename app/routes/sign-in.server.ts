import { redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { ADMIN_SIGNED_IN, SIGN_IN_INVALID, SIGN_IN_NOTICES, SIGN_IN_UNAVAILABLE, SIGNED_IN } from "~/domain/auth/auth-messages";
import { SignInSchema } from "~/domain/auth/credentials";
import { checkForm, formTexts } from "~/domain/forms/form-problems";
import { safeRedirect } from "~/lib/safe-redirect";
import { signInWithPassword } from "~/services/auth/sign-in.server";
import { startGoogleSignIn } from "~/services/auth/start-google-sign-in.server";
import { checkSignInAllowed, countSignInAttempt, recordSignInFailure, recordSignInSuccess } from "~/services/rate-limit/count-attempts.server";
import { refused, refusedForm, tooManyAttempts } from "~/web/action-result.server";
import { getRequestInfo, getServices } from "~/web/context.server";
import { readForm } from "~/web/read-form.server";
import { authHeaders, redirectSignedIn } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";
import { setCookieHeaders } from "~/web/set-cookie-headers";

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectSignedIn(context);
  const url = new URL(request.url);
  return {
    googleSignIn: Boolean(getServices(context).config.GOOGLE_CLIENT_ID),
    oauthFailed: url.searchParams.has("oauth"),
    notice: SIGN_IN_NOTICES[url.searchParams.get("notice") ?? ""] ?? null,
  };
}

/** E-mail and password, or the start of Google sign-in (`intent=google`). */
export async function action({ request, context }: Route.ActionArgs) {
  redirectSignedIn(context);
  const services = getServices(context);
  const { clientIp, log } = getRequestInfo(context);
  const limits = { rateLimits: services.rateLimits, log };
  const verdict = await countSignInAttempt(limits, clientIp);
  if (!verdict.allowed) return tooManyAttempts(verdict);
  const form = await readForm(request);
  const redirectTo = safeRedirect(form.get("redirectTo"), "/", services.config.BASE_URL);

  if (form.get("intent") === "google") {
    if (!services.config.GOOGLE_CLIENT_ID) return refused(SIGN_IN_UNAVAILABLE, { status: 404 });
    const google = await startGoogleSignIn({ auth: services.auth, log }, { redirectTo }, authHeaders(request, context));
    if (!google.ok) return refused(SIGN_IN_UNAVAILABLE, { status: 503 });
    return redirect(google.url, { headers: setCookieHeaders(google.setCookie) });
  }

  const credentials = checkForm(SignInSchema, formTexts(form, ["email", "password"]));
  if (!credentials.ok) return refusedForm(credentials);
  const { email } = credentials.data;
  const allowed = await checkSignInAllowed(limits, clientIp, email);
  if (!allowed.allowed) return tooManyAttempts(allowed);
  const result = await signInWithPassword({ auth: services.auth, db: services.db, log }, credentials.data, authHeaders(request, context));
  if (!result.ok && result.reason === "invalid") await recordSignInFailure(limits, clientIp, email);
  if (result.ok) await recordSignInSuccess(limits, clientIp, email);
  if (!result.ok) {
    return result.reason === "invalid" ? refused(SIGN_IN_INVALID, { status: 401 }) : refused(SIGN_IN_UNAVAILABLE, { status: 503 });
  }
  const headers = setCookieHeaders(result.setCookie);
  if (result.isAdmin) return redirectWithToast(context, "/admin", ADMIN_SIGNED_IN, { headers });
  return redirectWithToast(context, redirectTo, SIGNED_IN, { headers });
}
