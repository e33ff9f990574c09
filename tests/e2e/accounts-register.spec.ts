/**
 * Registration (/register): the page, the spec's four checks in order (each a destructive
 * toast, checked in the browser before any request), success ('Creating Account...', the
 * welcome toast, signed in), an e-mail already registered, and axe scans.
 *
 * Sign-in and registration are rate-limited per client address; every test is its own client
 * (fixtures.ts).
 */
import { test, expect } from "./fixtures";
import {
  ADMIN,
  closeToasts,
  expectToast,
  fillRegistration,
  holdPosts,
  recordWrites,
  signInLink,
  uniqueAccount,
  userMenuButton,
} from "./support/accounts";
import { waitForHydration } from "./support/catalogue";
import { at } from "./support/constants";

test.describe("registration", () => {
  test("the page: heading, fields, terms notice, sign-in link and support contact", async ({ page }) => {
    await page.goto("/register");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Create Account" })).toBeVisible();
    for (const label of ["Username", "Email", "Phone", "Password", "Confirm Password"]) {
      await expect(main.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(main.getByText(/agree to our Terms of Service and Privacy Policy/)).toBeVisible();
    await expect(main.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
    // Support line: the shop's phone and e-mail.
    await expect(main.getByText(/\+91 98765 43210/)).toBeVisible();
    await expect(main.getByRole("link", { name: "support@halpower.in" })).toHaveAttribute("href", "mailto:support@halpower.in");
    await expect(main.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  test("the four checks run in the spec's order, each a destructive toast, and send nothing", async ({ page }) => {
    await page.goto("/register");
    await waitForHydration(page);
    const writes = recordWrites(page);
    const submit = page.getByRole("button", { name: "Create Account" });

    // 1. Any field empty (all of them, then only one).
    await submit.click();
    await expectToast(page, "Missing information", "Please fill in all fields.", "destructive");
    await closeToasts(page);
    await fillRegistration(page, { username: "asha", email: "asha@example.test", phone: "98765", password: "abc", confirmPassword: "" });
    await submit.click();
    await expectToast(page, "Missing information", "Please fill in all fields.", "destructive");
    await closeToasts(page);
    // A blank-only field counts as empty.
    await fillRegistration(page, { username: "   ", email: "asha@example.test", phone: "98765", password: "abc", confirmPassword: "abd" });
    await submit.click();
    await expectToast(page, "Missing information", "Please fill in all fields.", "destructive");
    await closeToasts(page);

    // 2. Mismatch is reported before the short password and the short phone.
    await fillRegistration(page, { username: "asha", email: "asha@example.test", phone: "98765", password: "abc", confirmPassword: "abd" });
    await submit.click();
    await expectToast(page, "Password mismatch", "Passwords do not match.", "destructive");
    await closeToasts(page);

    // 3. Too short is reported before the short phone.
    await fillRegistration(page, { username: "asha", email: "asha@example.test", phone: "98765", password: "abcde", confirmPassword: "abcde" });
    await submit.click();
    await expectToast(page, "Password too short", "Password must be at least 6 characters long.", "destructive");
    await closeToasts(page);

    // 4. Phone under 10 characters.
    await fillRegistration(page, { username: "asha", email: "asha@example.test", phone: "987654321", password: "abcdef", confirmPassword: "abcdef" });
    await submit.click();
    await expectToast(page, "Invalid phone number", "Please enter a valid phone number.", "destructive");

    // Checked in the browser: no request was sent, so no sign-in attempt was used up.
    expect(writes.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
    await expect(page).toHaveURL(at("/register"));
  });

  test("success: 'Creating Account...', the welcome toast, signed in at / with the menu named by the username", async ({
    page,
  }) => {
    const account = uniqueAccount();
    await page.goto("/register");
    await waitForHydration(page);
    await fillRegistration(page, { ...account, confirmPassword: account.password });

    // Hold the submission until the busy label has been seen.
    const submission = await holdPosts(page, "/register");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    submission.release();

    await expect(page).toHaveURL(at("/"));
    await expectToast(page, "Registration successful!", `Welcome to HAL Power Solutions, ${account.username}!`);
    await expect(userMenuButton(page, account.username)).toBeVisible();
    await expect(signInLink(page)).toHaveCount(0);

    // Signed in: the sign-in and registration pages send the user home.
    await submission.stop();
    for (const path of ["/register", "/sign-in"]) {
      await page.goto(path);
      await expect(page).toHaveURL(at("/"));
    }
  });

  test("an e-mail that is already registered gives 'Registration failed'", async ({ page }) => {
    await page.goto("/register");
    await waitForHydration(page);
    await fillRegistration(page, {
      username: "someone-else",
      email: ADMIN.email,
      phone: "9876543210",
      password: "another-password",
      confirmPassword: "another-password",
    });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(
      page,
      "Registration failed",
      "An account with this email already exists. Please sign in instead.",
      "destructive",
    );
    await expect(page).toHaveURL(at("/register"));
    await expect(signInLink(page)).toBeVisible();
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test("/register", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/register");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("/register with a destructive toast", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/register");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Missing information", "Please fill in all fields.", "destructive");
    await expectNoAxeViolations(page);
  });
});
