/**
 * Only paths on this site: an attacker's `?redirectTo=//evil.example` or an absolute URL
 * falls back to the default.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  return to;
}
