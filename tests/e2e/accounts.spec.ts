/**
 * Accounts: registration (the spec's four checks, in order, before any request), e-mail and
 * Google sign-in, the user menu and sign-out, the profile, the admin login and the admin
 * area's gate, and accessibility scans of those screens.
 *
 * Google sign-in runs end to end against a local OpenID Connect provider (E2E_PORT_BASE + 2,
 * see support/oidc-provider.mjs). Sign-in attempts are rate-limited per client address; every
 * test is its own client (fixtures.ts), and tests that are not about signing in get their
 * session from a fixture (one POST) instead of the forms.
 */
import type { Page, Request } from "@playwright/test";
import { test, expect } from "./fixtures";
import {
  ADMIN,
  closeToasts,
  expectToast,
  signInLink,
  uniqueAccount,
  userMenuButton,
  type Account,
} from "./support/accounts";
import { waitForHydration } from "./support/catalogue";
import { at, MAIN_URL } from "./support/constants";
import { OIDC_URL, refuseGoogleSignIn, useGoogleAccount } from "./support/oidc";

const HOME = `${MAIN_URL}/`;

/** Records every non-GET request the page sends (form posts, fetcher submissions). */
function recordWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.method() !== "HEAD") writes.push(request);
  });
  return writes;
}

async function fillRegistration(page: Page, fields: Partial<Account> & { confirmPassword?: string }) {
  const form = page.getByRole("main");
  const entries: [string, string | undefined][] = [
    ["Username", fields.username],
    ["Email", fields.email],
    ["Phone", fields.phone],
    ["Password", fields.password],
    ["Confirm Password", fields.confirmPassword],
  ];
  for (const [label, value] of entries) await form.getByLabel(label, { exact: true }).fill(value ?? "");
}

async function fillSignIn(page: Page, email: string, password: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
}

async function openUserMenu(page: Page, label: string) {
  await userMenuButton(page, label).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

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
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const registerRequests = (url: URL) => url.pathname.startsWith("/register");
    await page.route(
      registerRequests,
      async (route) => {
        if (route.request().method() === "POST") await released;
        await route.continue();
      },
    );
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    release();

    await expect(page).toHaveURL(HOME);
    await expectToast(page, "Registration successful!", `Welcome to HAL Power Solutions, ${account.username}!`);
    await expect(userMenuButton(page, account.username)).toBeVisible();
    await expect(signInLink(page)).toHaveCount(0);

    // Signed in: the sign-in and registration pages send the user home.
    await page.unroute(registerRequests);
    for (const path of ["/register", "/sign-in"]) {
      await page.goto(path);
      await expect(page).toHaveURL(HOME);
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
    const submit = main.getByRole("button", { name: "Sign In", exact: true });
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
    const submit = page.getByRole("main").getByRole("button", { name: "Sign In", exact: true });

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
    await expect(page).toHaveURL(HOME);
    await expectToast(page, "Welcome!", "You have successfully signed in.");
    await expect(userMenuButton(page, account.username)).toBeVisible();

    for (const path of ["/sign-in", "/register"]) {
      await page.goto(path);
      await expect(page).toHaveURL(HOME);
    }
  });

  test("signing in from a page that needed it returns there", async ({ page, register, newContext }) => {
    const account = await register({ context: await newContext() });
    await page.goto("/profile");
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(at("/sign-in?redirectTo=%2Fprofile"));
    await waitForHydration(page);
    await fillSignIn(page, account.email, account.password);
    await page.getByRole("main").getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(at("/profile"));
    await expectToast(page, "Welcome!", "You have successfully signed in.");
    await expect(page.getByRole("main").getByText(account.email, { exact: true })).toBeVisible();
  });
});

test.describe("sign in with Google", () => {
  test("goes through the provider and comes back signed in, named as the provider says", async ({ page, context }) => {
    const person = { email: `${uniqueAccount().username}@gmail.example.test`, name: `Asha Google ${Date.now() % 100000}` };
    await useGoogleAccount(context, person);
    await page.goto("/sign-in");
    await waitForHydration(page);

    const providerVisits: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin === OIDC_URL) providerVisits.push(new URL(request.url()).pathname);
    });
    await page.getByRole("button", { name: "Sign in with Google" }).click();

    await expect(page).toHaveURL(HOME);
    await expectToast(page, "Welcome!", "You have successfully signed in.");
    await expect(userMenuButton(page, person.name)).toBeVisible();
    expect(providerVisits).toContain("/authorize");

    await page.goto("/profile");
    const account = page.getByRole("region", { name: "Your account" });
    await expect(account.getByText(person.name, { exact: true })).toBeVisible();
    await expect(account.getByText(person.email, { exact: true })).toBeVisible();
  });

  test("a refusal at the provider ends on /sign-in?oauth=failed with 'Sign in failed'", async ({ page, context }) => {
    await refuseGoogleSignIn(context);
    await page.goto("/sign-in");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with Google" }).click();

    await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("oauth") === "failed");
    await expectToast(page, "Sign in failed", "Please try again later.", "destructive");
    await expect(signInLink(page)).toBeVisible();
  });

  test("/sign-in?oauth=failed shows 'Sign in failed' / 'Please try again later.'", async ({ page }) => {
    await page.goto("/sign-in?oauth=failed");
    await expectToast(page, "Sign in failed", "Please try again later.", "destructive");
  });
});

test.describe("user menu, sign-out and profile", () => {
  test("a customer's menu: Profile, My Orders, Logout (no Admin Panel); Logout goes home signed out", async ({
    page,
    customer,
  }) => {
    await page.goto("/products");
    await waitForHydration(page);
    let menu = await openUserMenu(page, customer.username);
    await expect(menu.getByText(customer.email, { exact: true })).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveText(["Profile", "My Orders", "Logout"]);
    await expect(menu.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);

    await menu.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL(at("/profile"));
    menu = await openUserMenu(page, customer.username);
    await menu.getByRole("menuitem", { name: "My Orders" }).click();
    await expect(page).toHaveURL(at("/orders"));
    await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();

    menu = await openUserMenu(page, customer.username);
    await menu.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(HOME);
    await expect(signInLink(page)).toBeVisible();
    await expect(userMenuButton(page, customer.username)).toHaveCount(0);
    await expectToast(page, "Logged Out");

    // The session is gone on the server too.
    await page.goto("/profile");
    await expect(page.getByText("Please sign in to view your profile.", { exact: true })).toBeVisible();
  });

  test("the administrator's menu has Admin Panel, which opens /admin", async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.goto("/products");
    await waitForHydration(page);
    const menu = await openUserMenu(page, ADMIN.displayName);
    await expect(menu.getByRole("menuitem")).toHaveText(["Profile", "My Orders", "Admin Panel", "Logout"]);
    await menu.getByRole("menuitem", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(at("/admin"));
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  });

  test("profile when signed out asks to sign in", async ({ page }) => {
    await page.goto("/profile");
    await expect(page.getByText("Please sign in to view your profile.", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/sign-in?redirectTo=%2Fprofile",
    );
  });

  test("a customer's profile: initials avatar, display name and e-mail, no Administrator tag", async ({
    page,
    customer,
  }) => {
    await page.goto("/profile");
    const account = page.getByRole("region", { name: "Your account" });
    // "shopper-<suffix>" → S and the suffix's first letter or digit.
    const initials = `S${customer.username.split("-")[1]![0]!.toUpperCase()}`;
    await expect(account.getByLabel(`Initials of ${customer.username}`)).toHaveText(initials);
    await expect(account.getByText(customer.username, { exact: true })).toBeVisible();
    await expect(account.getByText(customer.email, { exact: true })).toBeVisible();
    await expect(account.getByText("Administrator", { exact: true })).toHaveCount(0);
    await expect(account.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  });

  test("the administrator's profile shows the 'Administrator' tag", async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.goto("/profile");
    const account = page.getByRole("region", { name: "Your account" });
    await expect(account.getByText(ADMIN.email, { exact: true })).toBeVisible();
    // The admin's display name is also "Administrator": the name line and the tag.
    await expect(account.getByText("Administrator", { exact: true })).toHaveCount(2);
    await expect(account.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
  });
});

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

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/admin-login"),
      async (route) => {
        if (route.request().method() === "POST") await released;
        await route.continue();
      },
    );
    await main.getByRole("button", { name: "Sign In as Admin" }).click();
    await expect(main.getByRole("button", { name: "Signing In..." })).toBeDisabled();
    release();

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
    await expect(page).toHaveURL(HOME);
    await expectToast(page, "Logged Out");
    await expect(signInLink(page)).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(at("/admin-login"));
  });

  test("the admin signing in on /sign-in lands on /admin with the admin welcome", async ({ page }) => {
    await page.goto("/sign-in");
    await waitForHydration(page);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole("main").getByRole("button", { name: "Sign In", exact: true }).click();
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
  for (const path of ["/sign-in", "/register", "/admin-login"]) {
    test(path, async ({ page, expectNoAxeViolations }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }

  test("/register with a destructive toast", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/register");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Missing information", "Please fill in all fields.", "destructive");
    await expectNoAxeViolations(page);
  });

  test("/profile, signed in", async ({ page, customer, expectNoAxeViolations }) => {
    await page.goto("/profile");
    await expect(page.getByText(customer.email, { exact: true }).first()).toBeVisible();
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

