import { isAPIError } from "better-auth/api";
import type { Logger } from "~/services/logger.server";
import type { Auth } from "./auth.server";

/** Marks the account's address verified with the token from the e-mail (Better Auth's flow). */
export async function verifyEmail({ auth, log }: { auth: Auth; log: Logger }, token: string): Promise<"verified" | "invalid-link" | "unavailable"> {
  try {
    await auth.api.verifyEmail({ query: { token } });
    return "verified";
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return "invalid-link";
    log.error({ err: error }, "verifying an e-mail address failed");
    return "unavailable";
  }
}

/** Sends the verification link again to a signed-in account that has not verified yet. */
export async function resendVerificationEmail({ auth, log }: { auth: Auth; log: Logger }, email: string): Promise<void> {
  try {
    await auth.api.sendVerificationEmail({ body: { email } });
  } catch (error) {
    log.error({ err: error }, "sending the verification link again failed");
  }
}
