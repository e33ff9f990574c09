import { redirect } from "react-router";
import type { Route } from "./+types/auth-complete";
import { ADMIN_SIGNED_IN, SIGNED_IN } from "~/domain/auth/auth-messages";
import { safeRedirect } from "~/lib/safe-redirect";
import { getServices } from "~/web/context.server";
import { getCurrentUser } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";

/** Where Google sign-in lands once Better Auth has opened the session: greet and move on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  if (!user) throw redirect("/sign-in?oauth=failed");
  if (user.isAdmin) return redirectWithToast(context, "/admin", ADMIN_SIGNED_IN);
  return redirectWithToast(context, safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/", getServices(context).config.BASE_URL), SIGNED_IN);
}
