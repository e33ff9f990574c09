import { isAPIError } from "better-auth/api";
import type { Logger } from "~/services/logger.server";
import type { Auth } from "./auth.server";

/**
 * Better Auth's "forgot password": for an address with an account it stores a single-use
 * token for an hour and queues the e-mail (auth.server.ts); for any other address it does
 * nothing. The caller answers the same either way, so the page tells no one who has an account.
 */
export async function requestPasswordReset({ auth, log }: { auth: Auth; log: Logger }, email: string): Promise<void> {
  try {
    await auth.api.requestPasswordReset({ body: { email } });
  } catch (error) {
    log.error({ err: error }, "password reset request failed");
  }
}

export type ResetPasswordResult = { ok: true } | { ok: false; reason: "invalid-link" | "unavailable" };

/** Sets the new password with the token from the e-mail; the token is used up and every session of the account ends. */
export async function resetPassword(
  { auth, log }: { auth: Auth; log: Logger },
  { token, newPassword }: { token: string; newPassword: string },
): Promise<ResetPasswordResult> {
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return { ok: false, reason: "invalid-link" };
    log.error({ err: error }, "password reset failed");
    return { ok: false, reason: "unavailable" };
  }
}
