import { redirect } from "react-router";
import type { Route } from "./+types/auth-complete";
import { safeRedirect } from "~/lib/safe-redirect";
import { getServices } from "~/services/app-context.server";
import { getCurrentUser } from "~/services/auth/session.server";
import { redirectWithToast } from "~/services/toast/flash-toast.server";

/** Where Google sign-in lands once Better Auth has opened the session: greet and move on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  if (!user) throw redirect("/sign-in?oauth=failed");
  const { config } = getServices(context);
  if (user.isAdmin) {
    return redirectWithToast(config, "/admin", { title: "Admin Login Successful", description: "Welcome to the admin panel." });
  }
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  return redirectWithToast(config, redirectTo, { title: "Welcome!", description: "You have successfully signed in." });
}
