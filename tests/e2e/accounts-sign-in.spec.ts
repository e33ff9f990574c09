/**
 * Signing in with e-mail and password (/sign-in): the page, empty fields caught in the
 * browser, a wrong password and an unknown e-mail answered alike, the 'Welcome!' toast, the
 * redirect for a signed-in user, the return to the page that asked for it, and an axe scan.
 * Google sign-in is in accounts-google.spec.ts; the admin's sign-in in
 * accounts-admin-login.spec.ts.
 */
import { test, expect } from "./fixtures";
import {
  closeToasts,
  expectToast,
  fillSignIn,
  recordWrites,
  signInButton,
  signInLink,
  userMenuButton,
} from "./support/accounts";
import { waitForHydration } from "./support/catalogue";
import { at } from "./support/constants";

test.describe("sign in with e-mail", () => {
  test("the page offers Google, e-mail and a link to register; empty fields are caught in the browser", async ({
    page,
  }) => {
    await page.goto("/sign-in");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Create one" })).toHaveAttribute("href", "/register");

    const writes = recordWrites(page);
    const submit = signInButton(page);
    await submit.click();
    await expectToast(page, "Missing information", "Please enter both email and password.", "destructive");
    await closeToasts(page);
    await fillSignIn(page, "someone@example.test", "");
    await submit.click();
    await expectToast(page, "Missing information", "Please enter both email and password.", "destructive");
    await closeToasts(page);
    await fillSignIn(page, "  ", "a-password");
    await submit.click();
    await expectToast(page, "Missing information", "Please enter both email and password.", "destructive");
    expect(writes.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });

  test("a wrong password is refused; the right one says 'Welcome!' and signs in", async ({ page, register, newContext }) => {
    // The account comes from another browser, so this one starts signed out.
    const account = await register({ context: await newContext() });
    await page.goto("/sign-in");
    await waitForHydration(page);
    const submit = signInButton(page);

    await fillSignIn(page, account.email, `${account.password}-wrong`);
    await submit.click();
    await expectToast(page, "Sign in failed", "Invalid email or password.", "destructive");
    await expect(page).toHaveURL(at("/sign-in"));
    await expect(signInLink(page)).toBeVisible();
    await closeToasts(page);

    // An unknown e-mail gets the very same answer.
    await fillSignIn(page, `nobody.${account.email}`, account.password);
    await submit.click();
    await expectToast(page, "Sign in failed", "Invalid email or password.", "destructive");
    await closeToasts(page);

    // E-mail addresses are not case-sensitive.
    await fillSignIn(page, account.email.toUpperCase(), account.password);
    await submit.click();
    await expect(page).toHaveURL(at("/"));
    await expectToast(page, "Welcome!", "You have successfully signed in.");
    await expect(userMenuButton(page, account.username)).toBeVisible();

    for (const path of ["/sign-in", "/register"]) {
      await page.goto(path);
      await expect(page).toHaveURL(at("/"));
    }
  });

  test("signing in from a page that needed it returns there", async ({ page, register, newContext }) => {
    const account = await register({ context: await newContext() });
    await page.goto("/profile");
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(at("/sign-in?redirectTo=%2Fprofile"));
    await waitForHydration(page);
    await fillSignIn(page, account.email, account.password);
    await signInButton(page).click();
    await expect(page).toHaveURL(at("/profile"));
    await expectToast(page, "Welcome!", "You have successfully signed in.");
    await expect(page.getByRole("main").getByText(account.email, { exact: true })).toBeVisible();
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test("/sign-in", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/sign-in");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
