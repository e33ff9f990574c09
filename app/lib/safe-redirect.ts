/** Resolves relative paths when the caller has no BASE_URL at hand: only its origin matters. */
const PLACEHOLDER_BASE = "https://shop.invalid";

/** Control characters, any whitespace (browsers drop tabs and newlines from URLs) and backslashes (read as `/`). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\s\\]/u;

/**
 * Only paths on this site. The value is refused when it holds a control character,
 * whitespace or a backslash, does not start with one `/`, or resolves (`new URL(to, base)`)
 * to another origin; what is returned is the resolved path, so `/./`, `/..` and friends
 * cannot turn into `//evil.example` later.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
  base: string = PLACEHOLDER_BASE,
): string {
  if (typeof to !== "string" || to.length > 2048 || !to.startsWith("/") || to.startsWith("//") || UNSAFE.test(to)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== new URL(base).origin || !path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}
