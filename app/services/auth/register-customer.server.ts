import { isAPIError } from "better-auth/api";
import type { Registration } from "~/domain/auth/registration-schema";
import type { Logger } from "~/services/logger.server";
import type { Auth } from "./auth.server";

export type RegistrationResult = { ok: true; setCookie: string[] } | { ok: false; status: 400 | 409 | 503; message: string };

/**
 * Creates a customer account (username, e-mail, phone; display name = username) and signs
 * it in. The caller has already checked the form with its schema.
 */
export async function registerCustomer(
  { auth, log }: { auth: Auth; log: Logger },
  input: Registration,
  headers: Headers,
): Promise<RegistrationResult> {
  try {
    const { headers: responseHeaders } = await auth.api.signUpEmail({
      body: { name: input.username, email: input.email, password: input.password, username: input.username, phone: input.phone },
      headers,
      returnHeaders: true,
    });
    return { ok: true, setCookie: responseHeaders.getSetCookie() };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      const taken = /exist/i.test(error.message) || error.body?.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL";
      return taken
        ? { ok: false, status: 409, message: "An account with this email already exists. Please sign in instead." }
        : { ok: false, status: 400, message: error.message || "Please check your details and try again." };
    }
    log.error({ err: error }, "registration failed unexpectedly");
    return { ok: false, status: 503, message: "Please try again later." };
  }
}
