import type { Route } from "./+types/reset-password";
import { NEW_PASSWORD_FIELDS, NewPasswordSchema, RESET_DONE, RESET_FAILED, RESET_LINK_INVALID } from "~/domain/auth/password-reset";
import { checkForm, formTexts } from "~/domain/forms/form-problems";
import { resetPassword } from "~/services/auth/password-reset.server";
import { countPasswordReset } from "~/services/rate-limit/count-attempts.server";
import { refused, refusedForm, tooManyAttempts } from "~/web/action-result.server";
import { getRequestInfo, getServices } from "~/web/context.server";
import { readForm } from "~/web/read-form.server";
import { redirectWithToast } from "~/web/toast.server";

export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** The new password from the e-mail's link: Better Auth checks the token, uses it up and ends every session. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, rateLimits } = getServices(context);
  const { clientIp, log } = getRequestInfo(context);
  const verdict = await countPasswordReset({ rateLimits, log }, clientIp);
  if (!verdict.allowed) return tooManyAttempts(verdict);
  const form = checkForm(NewPasswordSchema, formTexts(await readForm(request), NEW_PASSWORD_FIELDS), RESET_FAILED);
  if (!form.ok) return refusedForm(form);
  const result = await resetPassword({ auth, log }, form.data);
  if (!result.ok) {
    return result.reason === "invalid-link"
      ? refused(RESET_LINK_INVALID, { status: 400 })
      : refused({ title: RESET_FAILED, description: "Please try again later." }, { status: 503 });
  }
  return redirectWithToast(context, "/sign-in", RESET_DONE);
}
