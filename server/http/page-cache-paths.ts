/** Which requests the page cache keeps, and which kept pages a catalogue change touches (page-cache.ts). */

/**
 * Public catalogue pages and their data requests, the JSON API, and the sitemaps; and the cart,
 * sign-in, registration and forgotten-password pages: the same for every visitor, the cart's
 * lines being in the browser (decisions 028, 029).
 */
export const CACHEABLE =
  /^(?:\/|\/products(?:\/[0-9a-f-]{36})?|\/_root|\/cart|\/sign-in|\/register|\/forgot-password)(?:\.data)?$|^\/products\.data$|^\/api\/products(?:\/[0-9a-f-]{36})?$|^\/sitemap\.xml$|^\/sitemaps\/[\w.-]+$/;
/** Answers that are the same whoever asks: cookies are ignored. */
export const SAME_FOR_ALL = /^\/api\/products(?:\/[0-9a-f-]{36})?$|^\/sitemap\.xml$|^\/sitemaps\/[\w.-]+$/;
/** Documents a signed-in shopper gets from the shared copy, their header spliced in: the catalogue (023) and the cart (029). */
export const SHARED_DOCUMENT = /^(?:\/|\/products(?:\/[0-9a-f-]{36})?|\/cart)$/;
/** A product's own page or data: dropped only when that product changes. */
const PRODUCT_KEY = /^\/(?:api\/)?products\/([0-9a-f-]{36})(?:\.data)?(?:\?|$)/;

/** Whether a change to these products touches a page: every listing, and the changed products' own pages. */
export function touches(changed: Set<string>, key: string): boolean {
  const id = PRODUCT_KEY.exec(key)?.[1];
  return !id || changed.has(id);
}
