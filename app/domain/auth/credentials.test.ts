import { describe, expect, it } from "vitest";
import { readCredentials } from "./credentials";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("readCredentials", () => {
  it("reads the e-mail and password", () => {
    expect(readCredentials(form({ email: "priya@example.in", password: "s3cret!" }))).toStrictEqual({
      email: "priya@example.in",
      password: "s3cret!",
    });
  });

  it("trims the e-mail", () => {
    expect(readCredentials(form({ email: "  priya@example.in \t\n", password: "s3cret!" }))).toStrictEqual({
      email: "priya@example.in",
      password: "s3cret!",
    });
  });

  it("keeps the password exactly as typed, spaces and case included", () => {
    for (const password of ["  s3cret  ", "Pass Word", "\tx\n", "   ", "पासवर्ड", "\"'<>&;"]) {
      expect(readCredentials(form({ email: "priya@example.in", password }))).toStrictEqual({
        email: "priya@example.in",
        password,
      });
    }
  });

  it("keeps the e-mail's case (the sign-in service decides)", () => {
    expect(readCredentials(form({ email: "Priya@Example.IN", password: "x" }))?.email).toBe("Priya@Example.IN");
  });

  it.each<[Record<string, string>, string]>([
    [{ email: "", password: "s3cret!" }, "an empty e-mail"],
    [{ email: "   ", password: "s3cret!" }, "an e-mail of spaces"],
    [{ email: "priya@example.in", password: "" }, "an empty password"],
    [{ email: "", password: "" }, "both empty"],
    [{ password: "s3cret!" }, "no e-mail field"],
    [{ email: "priya@example.in" }, "no password field"],
    [{}, "an empty form"],
  ])("is null for %j (%s)", (fields) => {
    expect(readCredentials(form(fields))).toBeNull();
  });

  it("reads the first value when a field is posted twice", () => {
    const data = form({ email: "first@example.in", password: "one" });
    data.append("email", "second@example.in");
    data.append("password", "two");
    expect(readCredentials(data)).toStrictEqual({ email: "first@example.in", password: "one" });
  });

  it("ignores other fields", () => {
    expect(readCredentials(form({ email: "a@b.in", password: "p", remember: "on", isAdmin: "true" }))).toStrictEqual({
      email: "a@b.in",
      password: "p",
    });
  });
});
