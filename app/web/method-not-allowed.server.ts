import type { MiddlewareFunction } from "react-router";

/** React Router's answer to a request no route handler takes, once it has hidden its own message. */
const SANITIZED_BODY = JSON.stringify({ message: "Unexpected Server Error" });

const METHOD_NOT_ALLOWED = "Method not allowed";

/**
 * A POST (or PUT, DELETE …) to a file or feed that only answers GET — `/healthz`,
 * `/sitemap.xml`, a CSV export — gets React Router's 405 with the body "Unexpected Server
 * Error", which says the server broke when it was the request that was wrong. It says so
 * instead, as the JSON API does (server/http/catalog-api.ts). Pages show it in the root
 * error boundary; their `.data` answers are the router's own and are left alone.
 */
export const methodNotAllowedMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status !== 405 || !response.headers.get("Content-Type")?.startsWith("application/json")) return response;
  if ((await response.clone().text()) !== SANITIZED_BODY) return response;
  const headers = new Headers(response.headers);
  headers.set("Allow", "GET, HEAD");
  headers.delete("Content-Length");
  return new Response(JSON.stringify({ error: METHOD_NOT_ALLOWED }), { status: 405, headers });
};
