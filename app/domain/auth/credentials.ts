import { z } from "zod";
import { ADMIN_LOGIN_FAILED, SIGN_IN_MISSING } from "./auth-messages";

export type Credentials = { email: string; password: string };

/**
 * An e-mail (trimmed) and password, both required. The browser checks it on submit to
 * answer at once, the action again for requests that skip the browser. The two sign-in
 * forms say different things when a field is empty.
 */
function credentialsSchema(missing: { title: string; description: string }) {
  return z.object({ email: z.string().trim(), password: z.string() }).superRefine((form, ctx) => {
    for (const field of ["email", "password"] as const) {
      if (form[field] === "") ctx.addIssue({ code: "custom", path: [field], message: missing.description, params: { title: missing.title } });
    }
  });
}

export const SignInSchema = credentialsSchema(SIGN_IN_MISSING);
export const AdminLoginSchema = credentialsSchema(ADMIN_LOGIN_FAILED);
