import type { MetaDescriptor } from "react-router";

type Seo = {
  title: string;
  description: string;
  /** Absolute URL of this page's canonical address. */
  canonical?: string;
  /** Absolute URL of a share image. */
  image?: string;
  type?: "website" | "product";
  siteName?: string;
  noIndex?: boolean;
};

/** Title, description, canonical link and Open Graph tags for one page. */
export function seoMeta({ title, description, canonical, image, type = "website", siteName, noIndex }: Seo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (siteName) tags.push({ property: "og:site_name", content: siteName });
  if (canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: canonical });
    tags.push({ property: "og:url", content: canonical });
  }
  if (image) tags.push({ property: "og:image", content: image });
  if (noIndex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** Absolute URL for a path on this shop (images, canonical links). */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${baseUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
