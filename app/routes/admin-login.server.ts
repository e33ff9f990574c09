import { redirect } from "react-router";
import type { Route } from "./+types/admin-login";
import { ADMIN_LOGIN_FAILED, ADMIN_SIGNED_IN } from "~/domain/auth/auth-messages";
import { AdminLoginSchema } from "~/domain/auth/credentials";
import { checkForm, formTexts } from "~/domain/forms/form-problems";
import { discardSession, signInWithPassword } from "~/services/auth/sign-in.server";
import { checkSignInAllowed, countSignInAttempt, recordSignInFailure, recordSignInSuccess } from "~/services/rate-limit/count-attempts.server";
import { refused, refusedForm, tooManyAttempts } from "~/web/action-result.server";
import { getRequestInfo, getServices } from "~/web/context.server";
import { readForm } from "~/web/read-form.server";
import { authHeaders, getCurrentUser } from "~/web/session.server";
import { setCookieHeaders } from "~/web/set-cookie-headers";
import { redirectWithToast } from "~/web/toast.server";

export async function loader({ context }: Route.LoaderArgs) {
  if (getCurrentUser(context)?.isAdmin) throw redirect("/admin");
  return null;
}

/**
 * Succeeds only for an account with the admin role on the server. A customer's correct
 * password gets the same failure, and the session it would have opened is discarded.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (getCurrentUser(context)?.isAdmin) throw redirect("/admin");
  const { auth, db, rateLimits } = getServices(context);
  const { clientIp, log } = getRequestInfo(context);
  const limits = { rateLimits, log };
  const verdict = await countSignInAttempt(limits, clientIp);
  if (!verdict.allowed) return tooManyAttempts(verdict);
  const credentials = checkForm(AdminLoginSchema, formTexts(await readForm(request), ["email", "password"]));
  if (!credentials.ok) return refusedForm(credentials);
  const { email } = credentials.data;
  const allowed = await checkSignInAllowed(limits, clientIp, email);
  if (!allowed.allowed) return tooManyAttempts(allowed);

  const result = await signInWithPassword({ auth, db, log }, credentials.data, authHeaders(request, context));
  if (result.ok ? !result.isAdmin : result.reason === "invalid") await recordSignInFailure(limits, clientIp, email);
  else if (result.ok) await recordSignInSuccess(limits, clientIp, email);
  if (!result.ok) return refused(ADMIN_LOGIN_FAILED, { status: result.reason === "invalid" ? 401 : 503 });
  if (!result.isAdmin) {
    await discardSession({ auth, log }, result.setCookie);
    log.warn({ userId: result.userId }, "admin login refused for a non-admin account");
    // The same status as a wrong password: the answer must not confirm a customer's password.
    return refused(ADMIN_LOGIN_FAILED, { status: 401 });
  }
  return redirectWithToast(context, "/admin", ADMIN_SIGNED_IN, { headers: setCookieHeaders(result.setCookie) });
}
