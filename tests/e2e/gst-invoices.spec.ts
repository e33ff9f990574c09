/**
 * GST invoices (issue 12): the owner confirms payment, the customer downloads the tax invoice
 * from My Orders; another customer gets 404 for it; the owner downloads it from the order's
 * details and the month's GST summary from the Invoices tab.
 */
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { test, expect } from "./fixtures";
import { openAdmin, orderRow, setOrderStatus } from "./support/admin-panel";
import { orderCard } from "./support/checkout";

const SELLER_GSTIN = "33AAACH7409R1Z8";
const INVOICE_NUMBER = /^INV\/\d{4}\/\d{6}$/;

async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const downloading = page.waitForEvent("download");
  await click();
  return downloading;
}

test("the owner confirms payment; the customer, and only they, download the invoice; the owner downloads it and the month's summary", async ({
  adminPage,
  customerWithOrder,
  register,
  newContext,
  expectNoAxeViolations,
}) => {
  const buyer = await customerWithOrder({ shipping: { state: "Karnataka" } });
  await setOrderStatus(adminPage, buyer.orderId, "Payment Confirmed");

  // The customer: My Orders → Download invoice.
  await buyer.page.goto("/orders");
  const card = orderCard(buyer.page, buyer.orderId);
  const link = card.getByRole("link", { name: "Download invoice" });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(buyer.page);
  const number = (await card.getByText(INVOICE_NUMBER).textContent())!;
  const file = await download(buyer.page, () => link.click());
  expect(file.suggestedFilename()).toBe(`${number.replaceAll("/", "-")}.pdf`);
  const text = await pdfText(file);
  for (const expected of ["TAX INVOICE", number, `GSTIN: ${SELLER_GSTIN}`, buyer.orderId, "Karnataka (29)", "IGST", "Tax payable on reverse charge: No"]) {
    expect(text).toContain(expected);
  }

  // Another customer: 404, as for an invoice that does not exist.
  const href = (await link.getAttribute("href"))!;
  const otherContext = await newContext();
  await register({ context: otherContext });
  expect((await otherContext.request.get(href)).status()).toBe(404);

  // The owner: the invoice number on the order's row, the download in its details.
  await openAdmin(adminPage, `?tab=orders&q=${buyer.orderId}`);
  const row = orderRow(adminPage, buyer.orderId);
  await expect(row.getByRole("link", { name: `Invoice ${number} of order ${buyer.orderId}` })).toBeVisible();
  await row.getByRole("button", { name: `View details of order ${buyer.orderId}` }).click();
  const dialog = adminPage.getByRole("dialog");
  const ownerCopy = await download(adminPage, () => dialog.getByRole("link", { name: "Download invoice" }).click());
  expect(await pdfText(ownerCopy)).toContain(number);
  await adminPage.keyboard.press("Escape");

  // The owner: the Invoices tab for this month, and its GST summary.
  await openAdmin(adminPage, "?tab=invoices");
  await expect(adminPage.getByRole("heading", { name: "Invoices and credit notes" })).toBeVisible();
  await expect(adminPage.getByRole("link", { name: number })).toBeVisible();
  await expectNoAxeViolations(adminPage);
  const summary = await download(adminPage, () => adminPage.getByRole("link", { name: "GST summary (CSV)" }).click());
  expect(summary.suggestedFilename()).toMatch(/^gst-summary-\d{4}-\d{2}\.csv$/);
  const csv = await readFile(await summary.path(), "utf8");
  expect(csv).toContain("B2C (unregistered buyers) by place of supply and rate");
  expect(csv).toContain("Karnataka (29),18,");
  expect(csv).toContain("HSN summary");
  expect(csv).toContain("850440,NOS,");
});
