import type { Route } from "./+types/auth";
import { getServices } from "~/web/context.server";
import { authHeaders } from "~/web/session.server";

/**
 * Better Auth's own HTTP surface, limited to what a browser must reach directly: the OAuth
 * callback from Google. Everything else (sign-in, sign-up, sign-out, sessions) happens in
 * the shop's own actions on the server, behind its rate limits.
 */
const ALLOWED = /^\/api\/auth\/callback\/[\w-]+$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!ALLOWED.test(url.pathname)) return new Response("Not found", { status: 404 });
  const { auth } = getServices(context);
  return auth.handler(new Request(request.url, { method: "GET", headers: authHeaders(request, context) }));
}
