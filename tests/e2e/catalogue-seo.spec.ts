/**
 * What search engines read: titles, descriptions, canonical links and Open Graph on the
 * listing and the product page, the Product JSON-LD, the sitemaps and robots.txt.
 */
import { test, expect } from "./fixtures";
import { DEMO_TOTAL as TOTAL, DISCOUNTED_FEATURED, openProduct } from "./support/catalogue";
import { MAIN_URL } from "./support/constants";

test.describe("SEO", () => {
  test("the listing has a title, description, canonical link and Open Graph title", async ({ page }) => {
    await page.goto("/products?type=ups");
    await expect(page).toHaveTitle(/UPS.*HAL Power Solutions/);
    const title = await page.title();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${MAIN_URL}/products?type=ups`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);

    await page.goto("/products");
    await expect(page).toHaveTitle(/HAL Power Solutions/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${MAIN_URL}/products`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    // Search results are not for indexing.
    await page.goto("/products?q=exide");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("the product page has its own title, description, canonical link and Product JSON-LD", async ({ page }) => {
    const product = DISCOUNTED_FEATURED;
    const id = await openProduct(page, product.name);
    await expect(page).toHaveTitle(new RegExp(product.name));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", product.shortDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${MAIN_URL}/products/${id}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(product.name));

    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    const data = JSON.parse((await jsonLd.textContent()) ?? "null") as {
      "@type": string;
      name: string;
      brand: { name: string };
      offers: { priceCurrency: string; price: string; availability: string };
    };
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe(product.name);
    expect(data.brand.name).toBe(product.brand);
    expect(data.offers.priceCurrency).toBe("INR");
    expect(Number(data.offers.price)).toBe(product.pricePaise / 100);
    expect(data.offers.availability).toBe("https://schema.org/InStock");
  });

  test("sitemap index, product sitemap and robots.txt", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^User-agent: \*$/m);
    expect(robotsText).toMatch(new RegExp(`^Sitemap: ${MAIN_URL}/sitemap\\.xml$`, "m"));

    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    expect(indexXml).toContain(`<loc>${MAIN_URL}/sitemaps/products-1.xml</loc>`);

    const products = await request.get("/sitemaps/products-1.xml");
    expect(products.status()).toBe(200);
    expect(products.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
    const productsXml = await products.text();
    expect(productsXml).toContain("<urlset");
    const urls = [...productsXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toHaveLength(TOTAL);
    for (const url of urls) expect(url).toMatch(new RegExp(`^${MAIN_URL}/products/[0-9a-f-]{36}$`));

    expect((await request.get("/sitemaps/products-2.xml")).status()).toBe(404);
  });
});
