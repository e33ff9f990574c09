import { describe, expect, it } from "vitest";
import { checkForm } from "~/domain/forms/form-problems";
import { ForgotPasswordSchema, NewPasswordSchema } from "./password-reset";

describe("password reset forms", () => {
  it("needs a valid e-mail address to send the link to", () => {
    expect(checkForm(ForgotPasswordSchema, { email: " " })).toMatchObject({ ok: false, description: "Email is required" });
    expect(checkForm(ForgotPasswordSchema, { email: "asha" })).toMatchObject({ ok: false, description: "Please enter a valid email address" });
    expect(checkForm(ForgotPasswordSchema, { email: " Asha@Example.IN " })).toMatchObject({ ok: true, data: { email: "asha@example.in" } });
  });

  it("applies the registration rules to the new password, one at a time", () => {
    const check = (password: string, confirmPassword = password) => checkForm(NewPasswordSchema, { token: "t", password, confirmPassword });
    expect(check("", "")).toMatchObject({ ok: false, title: "Missing information" });
    expect(check("secret1", "secret2")).toMatchObject({ ok: false, title: "Password mismatch", description: "Passwords do not match." });
    expect(check("abc")).toMatchObject({ ok: false, title: "Password too short" });
    expect(check("x".repeat(129))).toMatchObject({ ok: false });
    expect(check("a-new-secret")).toMatchObject({ ok: true, data: { token: "t", newPassword: "a-new-secret" } });
  });
});
