/**
 * The admin's way in (/admin-login, and /sign-in with the admin's credentials) and the gate
 * of /admin: wrong or a customer's credentials refused alike, 'Signing In...', the admin
 * welcome, Logout with 'Logged Out', and no way in for a visitor or a customer even with
 * adminAuthenticated=true in the browser; axe scans of the login page and the panel.
 */
import { test, expect } from "./fixtures";
import {
  ADMIN,
  closeToasts,
  expectToast,
  fillSignIn,
  holdPosts,
  signInButton,
  signInLink,
  userMenuButton,
} from "./support/accounts";
import { waitForHydration } from "./support/catalogue";
import { at } from "./support/constants";

test.describe("admin login and the admin area", () => {
  test("wrong credentials and a customer's correct ones both fail the same way; no access to /admin", async ({
    page,
    register,
    newContext,
  }) => {
    const customer = await register({ context: await newContext() });
    await page.goto("/admin-login");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    const submit = main.getByRole("button", { name: "Sign In as Admin" });

    const attempts = [
      { email: ADMIN.email, password: `${ADMIN.password}-wrong` },
      { email: "intruder@example.test", password: "whatever1" },
      { email: customer.email, password: customer.password },
    ];
    for (const { email, password } of attempts) {
      await main.getByLabel("Admin Email", { exact: true }).fill(email);
      await main.getByLabel("Password", { exact: true }).fill(password);
      await submit.click();
      await expectToast(page, "Login Failed", "Invalid admin credentials.", "destructive");
      await expect(page).toHaveURL(at("/admin-login"));
      await closeToasts(page);
    }

    // The customer's correct password opened no session here, and /admin stays closed.
    await expect(signInLink(page)).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(at("/admin-login"));
  });

  test("the admin's credentials: 'Signing In...', then /admin with the badge; Logout says 'Logged Out'", async ({
    page,
  }) => {
    await page.goto("/admin-login");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByLabel("Admin Email", { exact: true }).fill(ADMIN.email);
    await main.getByLabel("Password", { exact: true }).fill(ADMIN.password);

    // Hold the submission until the busy label has been seen.
    const submission = await holdPosts(page, "/admin-login");
    await main.getByRole("button", { name: "Sign In as Admin" }).click();
    await expect(main.getByRole("button", { name: "Signing In..." })).toBeDisabled();
    submission.release();

    await expect(page).toHaveURL(at("/admin"));
    await expectToast(page, "Admin Login Successful", "Welcome to the admin panel.");
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
    await expect(page.getByRole("main").getByText("Administrator", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(ADMIN.email, { exact: true })).toBeVisible();

    // Already signed in as the admin: the login page goes straight to /admin.
    await page.goto("/admin-login");
    await expect(page).toHaveURL(at("/admin"));
    await waitForHydration(page);

    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(at("/"));
    await expectToast(page, "Logged Out");
    await expect(signInLink(page)).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(at("/admin-login"));
  });

  test("the admin signing in on /sign-in lands on /admin with the admin welcome", async ({ page }) => {
    await page.goto("/sign-in");
    await waitForHydration(page);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await signInButton(page).click();
    await expect(page).toHaveURL(at("/admin"));
    await expectToast(page, "Admin Login Successful", "Welcome to the admin panel.");
    await expect(page.getByRole("main").getByText("Administrator", { exact: true })).toBeVisible();
  });

  test("a visitor is sent to /admin-login, even with adminAuthenticated=true in the browser", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(at("/admin-login"));
    await page.evaluate(() => window.localStorage.setItem("adminAuthenticated", "true"));
    await page.goto("/admin");
    await expect(page).toHaveURL(at("/admin-login"));
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toHaveCount(0);
  });

  test("a customer is sent to /admin-login, even with adminAuthenticated=true in the browser", async ({
    page,
    customer,
  }) => {
    await page.goto("/products");
    await page.evaluate(() => window.localStorage.setItem("adminAuthenticated", "true"));
    await page.goto("/admin");
    await expect(page).toHaveURL(at("/admin-login"));
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toHaveCount(0);
    // Still signed in as themselves: the admin gate did not sign them out.
    await expect(userMenuButton(page, customer.username)).toBeVisible();
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test("/admin-login", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/admin-login");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("/admin, as the administrator", async ({ page, signInAsAdmin, expectNoAxeViolations }) => {
    await signInAsAdmin();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
