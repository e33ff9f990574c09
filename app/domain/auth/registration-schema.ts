import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 6;
const MIN_PHONE_LENGTH = 10;
export const REGISTRATION_FIELDS = ["username", "email", "phone", "password", "confirmPassword"] as const;

/** The title of the toast for problems the spec does not name (what the database can hold, an address's shape). */
export const REGISTRATION_FAILED = "Registration failed";

/** The spec's two password checks, shared by registration and choosing a new password. */
export const passwordsMatch = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword;
export const PASSWORDS_MATCH = {
  path: ["confirmPassword"],
  message: "Passwords do not match.",
  params: { title: "Password mismatch" },
  abort: true,
};
export const passwordLongEnough = (form: { password: string }) => form.password.length >= MIN_PASSWORD_LENGTH;
export const PASSWORD_LONG_ENOUGH = {
  path: ["password"],
  message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  params: { title: "Password too short" },
  abort: true,
};

/**
 * The registration form, checked by the browser on submit and again by the action. The
 * spec's four checks come first, in the spec's order, each stopping the rest (the shopper
 * hears one thing at a time); then what the database can hold and what an address looks like.
 */
export const RegistrationSchema = z
  .object({
    username: z.string(),
    email: z.string(),
    phone: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((form, ctx) => {
    for (const field of REGISTRATION_FIELDS) {
      if (form[field].trim()) continue;
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: "Please fill in all fields.",
        params: { title: "Missing information" },
        continue: false,
      });
    }
  })
  .refine(passwordsMatch, PASSWORDS_MATCH)
  .refine(passwordLongEnough, PASSWORD_LONG_ENOUGH)
  .refine((form) => form.phone.trim().length >= MIN_PHONE_LENGTH, {
    path: ["phone"],
    message: "Please enter a valid phone number.",
    params: { title: "Invalid phone number" },
    abort: true,
  })
  .transform(({ confirmPassword: _confirmed, ...form }) => form)
  .pipe(
    z.object({
      username: z.string().trim().max(60, "Username must be at most 60 characters."),
      email: z.string().trim().toLowerCase().max(254, "Please enter a valid email address.").pipe(z.email("Please enter a valid email address.")),
      phone: z
        .string()
        .trim()
        .max(20, "Please enter a valid phone number.")
        .regex(/^\+?[\d\s-]+$/, "Please enter a valid phone number."),
      password: z.string().max(128, "Password must be at most 128 characters long."),
    }),
  );

export type Registration = z.output<typeof RegistrationSchema>;
