import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getRequestInfo, getServices } from "~/services/app-context.server";
import { authHeaders } from "~/services/auth/session.server";
import { redirectWithToast } from "~/services/toast/flash-toast.server";

/**
 * Ends the session on the server (the row is deleted, so a copied cookie stops working)
 * and clears the cookies. A failure is logged, never shown: the person still leaves signed out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, config } = getServices(context);
  const headers = new Headers();
  try {
    const result = await auth.api.signOut({ headers: authHeaders(request, context), returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    getRequestInfo(context).log.error({ err: error }, "logout failed");
    for (const name of ["shop.session_token", "__Secure-shop.session_token", "shop.session_data", "__Secure-shop.session_data"]) {
      headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    }
  }
  return redirectWithToast(config, "/", { title: "Logged Out" }, { headers });
}

export async function loader() {
  return redirect("/");
}
