import { z } from "zod";
import { PASSWORD_LONG_ENOUGH, PASSWORDS_MATCH, passwordLongEnough, passwordsMatch } from "./registration-schema";

export const RESET_REQUESTED = {
  title: "Check your e-mail",
  description: "If an account uses this address, we have sent it a link to choose a new password. The link works once, for one hour.",
} as const;
export const RESET_DONE = { title: "Password changed", description: "Please sign in with your new password." } as const;
export const RESET_LINK_INVALID = {
  title: "Link expired",
  description: "This link has expired or was already used. Please ask for a new one.",
} as const;
export const RESET_FAILED = "Password not changed";
/** The toast title when the forgot-password form is refused. */
export const FORGOT_PASSWORD_FAILED = "Please check your e-mail address";

/** "Forgot password?": the address to send the link to (the spec's e-mail messages). */
export const ForgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
});

export const NEW_PASSWORD_FIELDS = ["token", "password", "confirmPassword"] as const;

/** The new password, under the registration rules (filled in, confirmed, 6 to 128 characters). */
export const NewPasswordSchema = z
  .object({ token: z.string(), password: z.string(), confirmPassword: z.string() })
  .refine((form) => form.token.trim() !== "", { path: ["token"], message: RESET_LINK_INVALID.description, params: { title: RESET_LINK_INVALID.title }, abort: true })
  .refine((form) => form.password.trim() !== "" && form.confirmPassword.trim() !== "", {
    path: ["password"],
    message: "Please fill in all fields.",
    params: { title: "Missing information" },
    abort: true,
  })
  .refine(passwordsMatch, PASSWORDS_MATCH)
  .refine(passwordLongEnough, PASSWORD_LONG_ENOUGH)
  .refine((form) => form.password.length <= 128, {
    path: ["password"],
    message: "Password must be at most 128 characters long.",
    params: { title: RESET_FAILED },
    abort: true,
  })
  .transform(({ token, password }) => ({ token: token.trim(), newPassword: password }));
