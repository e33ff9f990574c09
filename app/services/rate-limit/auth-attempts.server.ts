import { data, type RouterContextProvider } from "react-router";
import { getRequestInfo, getServices } from "~/services/app-context.server";

/** Sign-in, registration and admin login share one budget per client address. */
export const AUTH_ATTEMPTS_PER_MINUTE = 10;

/**
 * Counts an authentication attempt. Past the budget it returns the 429 the action should
 * answer with (its toast tells the person how long to wait); otherwise null.
 */
export async function limitAuthAttempts(context: Readonly<RouterContextProvider>) {
  const { rateLimiter } = getServices(context);
  const { clientIp, log } = getRequestInfo(context);
  const verdict = await rateLimiter.hit("auth", clientIp, AUTH_ATTEMPTS_PER_MINUTE, 60);
  if (verdict.allowed) return null;
  log.warn({ clientIp }, "authentication attempts rate-limited");
  return data(
    {
      toast: {
        title: "Too many attempts",
        description: `Please wait ${verdict.retryAfterSeconds} seconds and try again.`,
        variant: "destructive" as const,
      },
    },
    { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
  );
}
