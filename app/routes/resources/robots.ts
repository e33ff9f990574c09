import type { Route } from "./+types/robots";
import { getServices } from "~/web/context.server";

/** /robots.txt — private and transactional pages stay out of search results. */
export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getServices(context);
  const body = [
    "User-agent: *",
    "Allow: /",
    ...["/admin", "/admin-login", "/cart", "/user-info", "/payment", "/orders", "/profile", "/api/"].map(
      (path) => `Disallow: ${path}`,
    ),
    "",
    `Sitemap: ${config.BASE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
