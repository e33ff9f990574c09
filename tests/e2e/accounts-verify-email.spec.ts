/**
 * A new account is asked, gently, to verify its address; the link from the e-mail (read from
 * the shop's mailbox folder) verifies it and the banner goes.
 */
import { test, expect } from "./fixtures";
import { expectToast } from "./support/accounts";
import { at } from "./support/constants";
import { linkFromMail } from "./support/mailbox";

test("a new account verifies its address from the e-mailed link", async ({ page, customer }) => {
  await page.goto("/");
  const banner = page.getByRole("status").filter({ hasText: "Please verify your e-mail address" });
  await expect(banner).toContainText(customer.email);

  const link = await linkFromMail(customer.email, "Please verify your e-mail address");
  expect(link).toMatch(/\/verify-email\?token=/);
  await page.goto(link);
  await expect(page).toHaveURL(at("/"));
  await expectToast(page, "E-mail verified", "Thank you: your e-mail address is verified.");
  await expect(page.getByRole("status").filter({ hasText: "Please verify your e-mail address" })).toHaveCount(0);
});
