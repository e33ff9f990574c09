import type { Route } from "./+types/register";
import { REGISTRATION_FAILED, REGISTRATION_FIELDS, RegistrationSchema } from "~/domain/auth/registration-schema";
import { checkForm, formTexts } from "~/domain/forms/form-problems";
import { registerCustomer } from "~/services/auth/register-customer.server";
import { countRegistration } from "~/services/rate-limit/count-attempts.server";
import { refused, refusedForm, tooManyAttempts } from "~/web/action-result.server";
import { getRequestInfo, getServices } from "~/web/context.server";
import { readForm } from "~/web/read-form.server";
import { authHeaders, redirectSignedIn } from "~/web/session.server";
import { setCookieHeaders } from "~/web/set-cookie-headers";
import { redirectWithToast } from "~/web/toast.server";

export async function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  redirectSignedIn(context);
  const { auth, config, rateLimits } = getServices(context);
  const { clientIp, log } = getRequestInfo(context);
  const verdict = await countRegistration({ rateLimits, log }, clientIp);
  if (!verdict.allowed) return tooManyAttempts(verdict);
  const form = checkForm(RegistrationSchema, formTexts(await readForm(request), REGISTRATION_FIELDS), REGISTRATION_FAILED);
  if (!form.ok) return refusedForm(form);

  const result = await registerCustomer({ auth, log }, form.data, authHeaders(request, context));
  if (!result.ok) {
    const fieldErrors = result.status === 409 ? { email: result.message } : undefined;
    return refused({ title: REGISTRATION_FAILED, description: result.message }, { status: result.status, fieldErrors });
  }
  return redirectWithToast(
    context,
    "/",
    { title: "Registration successful!", description: `Welcome to ${config.SHOP_NAME}, ${form.data.username}!` },
    { headers: setCookieHeaders(result.setCookie) },
  );
}
