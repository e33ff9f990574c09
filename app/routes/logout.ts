import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { LOGGED_OUT } from "~/domain/auth/auth-messages";
import { signOut } from "~/services/auth/sign-out.server";
import { getRequestInfo, getServices } from "~/web/context.server";
import { authHeaders } from "~/web/session.server";
import { setCookieHeaders } from "~/web/set-cookie-headers";
import { redirectWithToast } from "~/web/toast.server";

/** Ends the session on the server and in the browser, then 'Logged Out' on the home page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, viewers } = getServices(context);
  viewers.forget(request.headers.get("Cookie") ?? undefined);
  const setCookie = await signOut({ auth, log: getRequestInfo(context).log }, authHeaders(request, context));
  return redirectWithToast(context, "/", LOGGED_OUT, { headers: setCookieHeaders(setCookie) });
}

export async function loader() {
  return redirect("/");
}
