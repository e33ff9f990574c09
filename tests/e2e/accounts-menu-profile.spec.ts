/**
 * Signed in: the header's user menu (Profile, My Orders, Admin Panel for the admin only,
 * Logout), signing out (on the server too), and the profile page for a visitor, a customer
 * and the administrator, with an axe scan.
 */
import { test, expect } from "./fixtures";
import { ADMIN, expectToast, openUserMenu, signInLink, userMenuButton } from "./support/accounts";
import { waitForHydration } from "./support/catalogue";
import { at } from "./support/constants";

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
    await expect(page).toHaveURL(at("/"));
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

  // The menu's Radix code is fetched after the page's first load (decision 020): a tap or key
  // that comes before it must still open the menu, as Radix opens it.
  for (const how of ["a tap", "Enter"] as const) {
    test(`${how} on the menu button before the menu's script has arrived still opens the menu`, async ({ page, customer }) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/user-menu-dropdown-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto("/products");
      await waitForHydration(page);
      const button = userMenuButton(page, customer.username);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      if (how === "a tap") await button.click();
      else {
        await button.focus();
        await page.keyboard.press("Enter");
      }
      await expect(page.getByRole("menu")).toHaveCount(0);
      release();
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      // Opened by keyboard, Radix puts focus on the first item; by pointer, on the menu.
      if (how === "Enter") await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeFocused();
      else await expect(menu).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
      await expect(userMenuButton(page, customer.username)).toBeFocused();
    });
  }

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

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test("/profile, signed in", async ({ page, customer, expectNoAxeViolations }) => {
    await page.goto("/profile");
    await expect(page.getByText(customer.email, { exact: true }).first()).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
