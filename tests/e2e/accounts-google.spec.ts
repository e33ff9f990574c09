/**
 * "Sign in with Google", end to end against the local OpenID Connect provider that stands in
 * for Google (E2E_PORT_BASE + 2, support/oidc-provider.mjs): signed in and named as the
 * provider says, a refusal at the provider, and the 'Sign in failed' page it ends on.
 */
import { randomUUID } from "node:crypto";
import { test, expect } from "./fixtures";
import { expectToast, signInLink, uniqueAccount, userMenuButton } from "./support/accounts";
import { waitForHydration } from "./support/catalogue";
import { at } from "./support/constants";
import { OIDC_URL, refuseGoogleSignIn, useGoogleAccount } from "./support/oidc";

test.describe("sign in with Google", () => {
  test("goes through the provider and comes back signed in, named as the provider says", async ({ page, context }) => {
    const person = { email: `${uniqueAccount().username}@gmail.example.test`, name: `Asha Google ${randomUUID().slice(0, 6)}` };
    await useGoogleAccount(context, person);
    await page.goto("/sign-in");
    await waitForHydration(page);

    const providerVisits: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin === OIDC_URL) providerVisits.push(new URL(request.url()).pathname);
    });
    await page.getByRole("button", { name: "Sign in with Google" }).click();

    await expect(page).toHaveURL(at("/"));
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
