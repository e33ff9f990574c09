import { describe, expect, it } from "vitest";
import { checkForm } from "~/domain/forms/form-problems";
import { REGISTRATION_FAILED, RegistrationSchema } from "./registration-schema";

const valid = {
  username: "asha",
  email: " Asha@Example.IN ",
  phone: "98765 43210",
  password: "secret1",
  confirmPassword: "secret1",
};
const check = (input: Partial<typeof valid>) => checkForm(RegistrationSchema, { ...valid, ...input }, REGISTRATION_FAILED);

describe("RegistrationSchema", () => {
  it("accepts a complete form, trimming and lower-casing the e-mail and dropping the confirmation", () => {
    expect(check({})).toEqual({
      ok: true,
      data: { username: "asha", email: "asha@example.in", phone: "98765 43210", password: "secret1" },
    });
  });

  it("1. any empty or blank field: 'Missing information', on every empty field", () => {
    expect(check({ username: "  ", phone: "" })).toEqual({
      ok: false,
      title: "Missing information",
      description: "Please fill in all fields.",
      fieldErrors: { username: "Please fill in all fields.", phone: "Please fill in all fields." },
    });
  });

  it("2. a confirmation that differs: 'Password mismatch', even when the password is also short", () => {
    expect(check({ password: "abc", confirmPassword: "abd" })).toEqual({
      ok: false,
      title: "Password mismatch",
      description: "Passwords do not match.",
      fieldErrors: { confirmPassword: "Passwords do not match." },
    });
  });

  it("3. a password under 6 characters: 'Password too short', even when the phone is also short", () => {
    expect(check({ password: "abcde", confirmPassword: "abcde", phone: "123" })).toEqual({
      ok: false,
      title: "Password too short",
      description: "Password must be at least 6 characters long.",
      fieldErrors: { password: "Password must be at least 6 characters long." },
    });
    expect(check({ password: "abcdef", confirmPassword: "abcdef" }).ok).toBe(true);
  });

  it("4. a phone under 10 characters: 'Invalid phone number'", () => {
    expect(check({ phone: " 987654321 " })).toMatchObject({
      ok: false,
      title: "Invalid phone number",
      description: "Please enter a valid phone number.",
    });
    expect(check({ phone: "9876543210" }).ok).toBe(true);
  });

  it("beyond the spec: the address's shape, the phone's characters and the lengths the database keeps", () => {
    expect(check({ email: "not-an-address" })).toMatchObject({
      ok: false,
      title: REGISTRATION_FAILED,
      description: "Please enter a valid email address.",
      fieldErrors: { email: "Please enter a valid email address." },
    });
    expect(check({ phone: "98765abc43210" })).toMatchObject({ title: REGISTRATION_FAILED, description: "Please enter a valid phone number." });
    expect(check({ username: "a".repeat(61) })).toMatchObject({ description: "Username must be at most 60 characters." });
    const long = "p".repeat(129);
    expect(check({ password: long, confirmPassword: long })).toMatchObject({
      description: "Password must be at most 128 characters long.",
    });
  });

  it("refuses a form that is not text at all, without throwing", () => {
    const result = checkForm(RegistrationSchema, { username: 1 }, REGISTRATION_FAILED);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.title).toBe(REGISTRATION_FAILED);
  });
});
