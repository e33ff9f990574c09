/** Headers carrying each of `setCookie` as its own Set-Cookie line (they must never be joined). */
export function setCookieHeaders(setCookie: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
  return headers;
}
