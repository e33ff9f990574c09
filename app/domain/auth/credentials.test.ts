import { describe, expect, it } from "vitest";
import { checkForm } from "~/domain/forms/form-problems";
import { AdminLoginSchema, SignInSchema } from "./credentials";

describe("the sign-in forms", () => {
  it("trim the e-mail and keep the password exactly as typed", () => {
    expect(checkForm(SignInSchema, { email: "  asha@example.in ", password: " p a s s " })).toEqual({
      ok: true,
      data: { email: "asha@example.in", password: " p a s s " },
    });
  });

  it("/sign-in: 'Missing information' when either field is empty", () => {
    for (const input of [{ email: "", password: "x" }, { email: "  ", password: "x" }, { email: "a@b.in", password: "" }, {}]) {
      expect(checkForm(SignInSchema, { email: "", password: "", ...input })).toMatchObject({
        ok: false,
        title: "Missing information",
        description: "Please enter both email and password.",
      });
    }
  });

  it("/admin-login: 'Login Failed' when either field is empty", () => {
    expect(checkForm(AdminLoginSchema, { email: "admin@example.in", password: "" })).toMatchObject({
      ok: false,
      title: "Login Failed",
      description: "Invalid admin credentials.",
    });
  });
});

describe("which fields are marked", () => {
  it("marks each empty field with the form's message", () => {
    expect(checkForm(SignInSchema, { email: "", password: "" })).toMatchObject({
      fieldErrors: { email: "Please enter both email and password.", password: "Please enter both email and password." },
    });
    expect(checkForm(AdminLoginSchema, { email: "a@b.in", password: "" })).toMatchObject({
      fieldErrors: { password: "Invalid admin credentials." },
    });
  });
});
