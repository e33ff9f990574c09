/**
 * The shop without SMTP_URL: an order's confirmation lands in DATA_DIR/mail as an .eml file,
 * and its tracking link opens the order with its items; the owner's notice lands beside it.
 */
import { test, expect } from "./fixtures";
import { rupees } from "./support/catalogue";
import { ADMIN_EMAIL } from "./support/constants";
import { mailTo } from "./support/mailbox";

test("a placed order's confirmation e-mail is written to the mail folder, and its tracking link shows the order", async ({ page, customerWithOrder }) => {
  const buyer = await customerWithOrder();
  const total = rupees(buyer.totalPaise);
  const confirmation = await mailTo(buyer.shipping.email, `Order ${buyer.orderId} placed: ${total}`);
  expect(confirmation.text).toContain(buyer.shipping.address);
  expect(confirmation.html).toContain("upi://pay?");
  await mailTo(ADMIN_EMAIL, `New order ${buyer.orderId}: ${total} from ${buyer.shipping.fullName}`);

  const tracking = confirmation.text?.match(/http:\/\/localhost:\d+\/track-order\?orderId=\w+&sig=[\w-]+/)?.[0];
  expect(tracking).toBeTruthy();
  await page.goto(tracking!);
  await expect(page.getByRole("main").getByText(buyer.orderId).first()).toBeVisible();
  await expect(page.getByRole("main").getByText("Current status", { exact: true })).toBeVisible();
  // A signed link: a visitor sees the items too.
  await expect(page.getByText("The items show to the customer who placed this order", { exact: false })).toHaveCount(0);
});
