import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorScreen } from "~/components/error-screen";
import { getRequestInfo } from "~/web/context.server";

/** Any path the shop does not have. The path is logged on the server, never shown back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { log } = getRequestInfo(context);
  log.warn({ path: new URL(request.url).pathname }, "404: no page at this path");
  return data(null, { status: 404 });
}

/** Posts to unknown paths get the same 404, not a 405. */
export async function action(args: Route.ActionArgs) {
  return loader(args);
}

export function meta() {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
}

export default function NotFoundPage() {
  return <ErrorScreen title="Oops! Page not found" linkTo="/" linkLabel="Return to Home" />;
}
