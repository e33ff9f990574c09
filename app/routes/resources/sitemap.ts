import type { Route } from "./+types/sitemap";
import { escapeXml } from "~/lib/xml";
import { getServices } from "~/web/context.server";
import { countSitemapPages } from "~/services/catalog/list-sitemap-products.server";

/** /sitemap.xml — an index of the page sitemap and one product sitemap per 10,000 products. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getServices(context);
  const pages = await countSitemapPages(db);
  const sitemaps = [
    `${config.BASE_URL}/sitemaps/pages.xml`,
    ...Array.from({ length: pages }, (_, i) => `${config.BASE_URL}/sitemaps/products-${i + 1}.xml`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemaps.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join("\n")}
</sitemapindex>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
