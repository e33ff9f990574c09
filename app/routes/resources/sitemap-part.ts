import type { Route } from "./+types/sitemap-part";
import { PRODUCT_TYPES } from "~/domain/catalog/product-type";
import { escapeXml } from "~/lib/xml";
import { getServices } from "~/web/context.server";
import { countSitemapPages, listSitemapProducts } from "~/services/catalog/list-sitemap-products.server";

function urlset(entries: { loc: string; lastmod?: string }[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries
  .map(({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`)
  .join("\n")}
</urlset>
`;
}

/** /sitemaps/pages.xml and /sitemaps/products-N.xml. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = getServices(context);
  const base = config.BASE_URL;
  const name = params.name;
  let body: string | null = null;
  if (name === "pages.xml") {
    body = urlset([
      { loc: `${base}/` },
      { loc: `${base}/products` },
      ...PRODUCT_TYPES.map((type) => ({ loc: `${base}/products?type=${type}` })),
      { loc: `${base}/track-order` },
    ]);
  } else {
    const match = /^products-(\d{1,6})\.xml$/.exec(name);
    const page = match ? Number(match[1]) : 0;
    if (page >= 1 && page <= (await countSitemapPages(db))) {
      const products = await listSitemapProducts(db, page);
      body = urlset(products.map((p) => ({ loc: `${base}/products/${p.id}`, lastmod: p.updatedAt })));
    }
  }
  if (!body) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
