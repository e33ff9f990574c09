import type { Route } from "./+types/forgot-password";
import { FORGOT_PASSWORD_FAILED, ForgotPasswordSchema, RESET_REQUESTED } from "~/domain/auth/password-reset";
import { checkForm, formTexts } from "~/domain/forms/form-problems";
import { requestPasswordReset } from "~/services/auth/password-reset.server";
import { countPasswordReset } from "~/services/rate-limit/count-attempts.server";
import { refusedForm, succeeded, tooManyAttempts } from "~/web/action-result.server";
import { getRequestInfo, getServices } from "~/web/context.server";
import { readForm } from "~/web/read-form.server";
import { redirectSignedIn } from "~/web/session.server";

export async function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context);
  return null;
}

/** Sends the reset link when the address has an account; answers the same either way. */
export async function action({ request, context }: Route.ActionArgs) {
  redirectSignedIn(context);
  const { auth, rateLimits, jobs } = getServices(context);
  const { clientIp, log } = getRequestInfo(context);
  const verdict = await countPasswordReset({ rateLimits, log }, clientIp);
  if (!verdict.allowed) return tooManyAttempts(verdict);
  const form = checkForm(ForgotPasswordSchema, formTexts(await readForm(request), ["email"]), FORGOT_PASSWORD_FAILED);
  if (!form.ok) return refusedForm(form);
  await requestPasswordReset({ auth, log }, form.data.email);
  jobs.nudge();
  return succeeded(RESET_REQUESTED, { sent: true });
}
