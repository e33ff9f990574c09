import type { Route } from "./+types/verify-email";
import { EMAIL_VERIFIED, VERIFICATION_SENT } from "~/domain/auth/email-verification";
import { resendVerificationEmail, verifyEmail } from "~/services/auth/verify-email.server";
import { refused, succeeded } from "~/web/action-result.server";
import { getRequestInfo, getServices } from "~/web/context.server";
import { getCurrentUser } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";

/** The link from the verification e-mail: verifies the address, then goes to the shop. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { outcome: "invalid-link" as const };
  const outcome = await verifyEmail({ auth: getServices(context).auth, log: getRequestInfo(context).log }, token);
  if (outcome === "verified") throw await redirectWithToast(context, "/", EMAIL_VERIFIED);
  return { outcome };
}

/** "Send the link again", from the banner: for the signed-in account only. */
export async function action({ context }: Route.ActionArgs) {
  const user = getCurrentUser(context);
  if (!user) return refused({ title: "Please sign in", description: "Sign in to verify your e-mail address." }, { status: 401 });
  const { auth, jobs } = getServices(context);
  if (!user.emailVerified) await resendVerificationEmail({ auth, log: getRequestInfo(context).log }, user.email);
  jobs.nudge();
  return succeeded(VERIFICATION_SENT);
}
