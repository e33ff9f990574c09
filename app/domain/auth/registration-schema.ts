import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 6;
export const MIN_PHONE_LENGTH = 10;

export type RegistrationInput = {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
};

export type RegistrationProblem = { title: string; description: string };

/**
 * The spec's four registration checks, in the spec's order; the first that fails is the
 * one the shopper sees (a destructive toast). The same function runs in the browser and
 * in the register action.
 */
export function registrationProblem(input: RegistrationInput): RegistrationProblem | null {
  const { username, email, phone, password, confirmPassword } = input;
  if ([username, email, phone, password, confirmPassword].some((value) => !value || !value.trim())) {
    return { title: "Missing information", description: "Please fill in all fields." };
  }
  if (password !== confirmPassword) {
    return { title: "Password mismatch", description: "Passwords do not match." };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: "Password too short", description: "Password must be at least 6 characters long." };
  }
  if (phone.trim().length < MIN_PHONE_LENGTH) {
    return { title: "Invalid phone number", description: "Please enter a valid phone number." };
  }
  return null;
}

/** Beyond the spec's four checks: what the database can hold and what an address looks like. */
export const RegistrationSchema = z.object({
  username: z.string().trim().min(1).max(60, "Username must be at most 60 characters."),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid email address.")),
  phone: z
    .string()
    .trim()
    .max(20, "Please enter a valid phone number.")
    .regex(/^\+?[\d\s-]+$/, "Please enter a valid phone number."),
  password: z.string().max(128, "Password must be at most 128 characters long."),
});

/** Reads the form's five fields as strings (missing ones as ""). */
export function readRegistrationForm(form: FormData): RegistrationInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    username: text("username"),
    email: text("email"),
    phone: text("phone"),
    password: text("password"),
    confirmPassword: text("confirmPassword"),
  };
}
