import type { HeadersFunction } from "react-router";

/**
 * For document requests React Router takes response headers from the route's `headers`
 * export; without this, an action's `Retry-After` (rate limits) would be dropped.
 */
export const forwardActionHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, key) => headers.set(key, value));
  return headers;
};
