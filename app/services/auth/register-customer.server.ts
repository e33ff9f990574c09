import { isAPIError } from "better-auth/api";
import type { RouterContextProvider } from "react-router";
import type { RegistrationInput } from "~/domain/auth/registration-schema";
import { getRequestInfo, getServices } from "~/services/app-context.server";
import { authHeaders } from "./session.server";

export type RegistrationResult =
  | { ok: true; setCookie: string[] }
  | { ok: false; status: number; message: string };

/**
 * Creates a customer account (username, e-mail, phone; display name = username) and signs
 * it in. The caller has already applied the spec's checks.
 */
export async function registerCustomer(
  request: Request,
  context: Readonly<RouterContextProvider>,
  input: Omit<RegistrationInput, "confirmPassword">,
): Promise<RegistrationResult> {
  const { auth } = getServices(context);
  try {
    const { headers } = await auth.api.signUpEmail({
      body: {
        name: input.username,
        email: input.email,
        password: input.password,
        username: input.username,
        phone: input.phone,
      },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    return { ok: true, setCookie: headers.getSetCookie() };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      const taken = /exist/i.test(error.message) || error.body?.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL";
      return {
        ok: false,
        status: taken ? 409 : 400,
        message: taken
          ? "An account with this email already exists. Please sign in instead."
          : error.message || "Please check your details and try again.",
      };
    }
    getRequestInfo(context).log.error({ err: error }, "registration failed unexpectedly");
    return { ok: false, status: 503, message: "Please try again later." };
  }
}
