/**
 * Forgot password, end to end: the link on /sign-in, the same answer for any address, the
 * e-mail (read from the shop's mailbox folder), the new password under the registration
 * rules, signing in with it, every old session signed out, and the link working only once.
 */
import { test, expect } from "./fixtures";
import { expectToast, fillSignIn, signInButton, userMenuButton } from "./support/accounts";
import { waitForHydration } from "./support/catalogue";
import { at } from "./support/constants";
import { linkFromMail } from "./support/mailbox";

test("a forgotten password is reset from the e-mailed link, and the old session is gone", async ({ page, register, newContext }) => {
  // The customer is still signed in on another device.
  const otherDevice = await newContext();
  const account = await register({ context: otherDevice });

  await page.goto("/sign-in");
  await page.getByRole("main").getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  await waitForHydration(page);
  const main = page.getByRole("main");

  // An address without an account gets the same answer as one with an account.
  await main.getByLabel("Email").fill("nobody-here@example.test");
  await main.getByRole("button", { name: "Send reset link" }).click();
  await expect(main.getByRole("status")).toContainText("If an account uses this address, we have sent it a link");
  await main.getByLabel("Email").fill(account.email);
  await main.getByRole("button", { name: "Send reset link" }).click();
  await expect(main.getByRole("status")).toContainText("If an account uses this address, we have sent it a link");

  const link = await linkFromMail(account.email, "Reset your password");
  expect(link).toMatch(/\/reset-password\?token=/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await waitForHydration(page);
  await main.getByLabel("New password", { exact: true }).fill("short");
  await main.getByLabel("Confirm new password").fill("short");
  await main.getByRole("button", { name: "Set new password" }).click();
  await expectToast(page, "Password too short", "Password must be at least 6 characters long.", "destructive");

  const newPassword = `New-${account.password}`;
  await main.getByLabel("New password", { exact: true }).fill(newPassword);
  await main.getByLabel("Confirm new password").fill(newPassword);
  await main.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(at("/sign-in"));
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await expectToast(page, "Password changed", "Please sign in with your new password.");

  await waitForHydration(page);
  await fillSignIn(page, account.email, newPassword);
  await signInButton(page).click();
  await expect(userMenuButton(page, account.username)).toBeVisible();

  // The other device's session was signed out by the reset.
  const other = await otherDevice.newPage();
  await other.goto("/profile");
  await expect(other.getByText("Please sign in to view your profile.")).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await waitForHydration(page);
  await main.getByLabel("New password", { exact: true }).fill("Another-secret-1");
  await main.getByLabel("Confirm new password").fill("Another-secret-1");
  await main.getByRole("button", { name: "Set new password" }).click();
  await expect(main.getByRole("alert")).toContainText("This link has expired or was already used.");
});
