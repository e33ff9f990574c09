/**
 * The back office (/admin) for the browser tests: its tabs, tables, confirmations and the
 * product form, found by the spec's roles and texts, plus the few steps several tests share
 * (placing a customer's order over HTTP, changing an order's status as the shop owner does).
 */
import { randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { closeToasts, dropFlashToast, expectToast } from "./accounts";
import { waitForHydration } from "./catalogue";
import { ORDER_ID, type OrderStatus, type ShippingDetails } from "./checkout";
import { MAIN_URL } from "./constants";

/** The five tabs, in the order the tab list shows them. */
export const ADMIN_TAB_NAMES = ["Dashboard", "Users", "Orders", "Products", "Reviews", "Invoices", "E-mail"] as const;
export type AdminTabName = (typeof ADMIN_TAB_NAMES)[number];

/**
 * Expects exactly this toast on screen while a modal dialog is open. The dialog hides the
 * rest of the page from assistive technology (aria-hidden), the toast viewport included, so
 * the toast is found by its text; screen readers hear it through Radix's own live region.
 */
export async function expectToastBehindDialog(
  page: Page,
  title: string,
  description?: string,
  variant: "default" | "destructive" = "default",
): Promise<void> {
  const region = page.getByRole("region", { name: /Notifications/, includeHidden: true });
  let found = region.getByRole("listitem", { includeHidden: true }).filter({ has: page.getByText(title, { exact: true }) });
  if (description !== undefined) found = found.filter({ has: page.getByText(description, { exact: true }) });
  await expect(found).toBeVisible();
  await expect(found).toHaveAttribute("data-variant", variant);
  await expect(region.getByRole("listitem", { includeHidden: true })).toHaveCount(1);
}

/** Opens /admin (with a query such as "?tab=orders") and waits for React. */
export async function openAdmin(page: Page, search = ""): Promise<void> {
  await page.goto(`/admin${search}`);
  await expect(page.getByRole("heading", { name: "Admin Panel", level: 1 })).toBeVisible();
  await waitForHydration(page);
}

export function adminTab(page: Page, name: AdminTabName): Locator {
  return page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { name, exact: true });
}

/** The open tab's panel. */
export function adminPanel(page: Page): Locator {
  return page.getByRole("tabpanel");
}

/**
 * One of the dashboard's four figures ("Total Sales", "Total Orders", "Delivered Orders",
 * "Products"): the value under its label in the same card.
 */
export function dashboardFigure(page: Page, label: "Total Sales" | "Total Orders" | "Delivered Orders" | "Products"): Locator {
  return adminPanel(page).getByText(label, { exact: true }).locator("xpath=../..").locator("p");
}

/** "1,23,456" → 123456. */
export function wholeNumber(text: string): number {
  expect(text).toMatch(/^\d{1,3}(,\d{2})*(,\d{3})?$|^\d+$/);
  return Number(text.replace(/,/g, ""));
}

/** A row of one of the admin tables (the scroll region is named after the table). */
export function tableRows(page: Page, table: "Customers" | "Orders" | "Product list" | "Reviews"): Locator {
  return page.getByRole("region", { name: table, exact: true }).getByRole("row").filter({ has: page.getByRole("cell") });
}

export function orderRow(page: Page, orderId: string): Locator {
  return tableRows(page, "Orders").filter({ has: page.getByRole("cell", { name: orderId, exact: true }) });
}

/** The inline status selector of an order's row. */
export function statusSelect(page: Page, orderId: string): Locator {
  return page.getByRole("combobox", { name: `Status of order ${orderId}`, exact: true });
}

export function orderSearch(page: Page): Locator {
  return page.getByRole("searchbox", { name: "Search orders by order ID, customer name or record ID" });
}

export function statusFilter(page: Page): Locator {
  return page.getByRole("combobox", { name: "Filter by status" });
}

/**
 * The shop owner's way to move an order on: the Orders tab, searched for the order, its
 * inline selector, and the 'Status Updated' toast. Leaves `adminPage` on that search.
 */
export async function setOrderStatus(adminPage: Page, orderId: string, status: OrderStatus): Promise<void> {
  await openAdmin(adminPage, `?tab=orders&q=${orderId}`);
  const select = statusSelect(adminPage, orderId);
  await select.selectOption(status);
  await expectToast(adminPage, "Status Updated", `Order status updated to ${status}.`);
  await expect(select).toHaveValue(status);
  await expect(select).toBeEnabled();
  await closeToasts(adminPage);
}

/**
 * The in-page confirmation before a destructive action: checks its exact sentence, then
 * presses Delete.
 */
export async function confirmDeletion(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Places an order for the customer signed in to `context` with one POST, as /payment does; returns its id. */
export async function placeOrderOverHttp(
  context: BrowserContext,
  items: { productId: string; quantity: number }[],
  shipping: ShippingDetails,
): Promise<string> {
  const response = await context.request.post("/payment", {
    data: { checkoutKey: randomUUID(), items, shipping },
    maxRedirects: 0,
  });
  expect(response.status(), `placing an order: ${response.status()} ${await response.text().catch(() => "")}`.slice(0, 300)).toBe(302);
  const orderId = new URL(response.headers()["location"] ?? "", MAIN_URL).searchParams.get("order") ?? "";
  expect(orderId).toMatch(ORDER_ID);
  // The 'Order Placed Successfully!' flash toast belongs to no page of this test.
  await dropFlashToast(context);
  return orderId;
}

/** The Add / Edit Product dialog. */
export function productDialog(page: Page, title: "Add Product" | "Edit Product"): Locator {
  return page.getByRole("dialog", { name: title });
}

/** The product form's text fields, by the labels of app/components/admin/product-form.tsx. */
export const PRODUCT_FIELDS = {
  name: "Name",
  brand: "Brand",
  capacity: "Capacity",
  warranty: "Warranty",
  price: "Price (₹)",
  originalPrice: "Original price (₹, optional)",
  shortDescription: "Short description",
  description: "Description",
  imageUrl: "Image URL",
  stockQuantity: "Stock quantity (optional)",
} as const;

export function productField(dialog: Locator, field: keyof typeof PRODUCT_FIELDS): Locator {
  return dialog.getByRole("textbox", { name: PRODUCT_FIELDS[field], exact: true });
}

export type NewProduct = {
  name: string;
  brand: string;
  type: "Inverter" | "UPS" | "Battery";
  capacity: string;
  warranty: string;
  /** Rupees as typed, e.g. "12,499". */
  price: string;
  shortDescription: string;
  description: string;
};

/** A product nobody has added yet (the name is unique per call). */
export function newProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Testwatt Sine ${tag}`,
    brand: "Testwatt",
    type: "Inverter",
    capacity: "1100VA",
    warranty: "2 years",
    price: "9,999",
    shortDescription: `Pure sine wave home inverter ${tag}.`,
    description: `A quiet pure sine wave inverter for homes and small offices (${tag}).`,
    ...overrides,
  };
}

/** Fills the product form's required text fields and picks the type. */
export async function fillProductForm(dialog: Locator, product: NewProduct): Promise<void> {
  for (const field of ["name", "brand", "capacity", "warranty", "price", "shortDescription", "description"] as const) {
    await productField(dialog, field).fill(product[field]);
  }
  await dialog.getByRole("combobox", { name: "Type", exact: true }).selectOption({ label: product.type });
}

/** The product's row in the admin table (named by its product and brand cell). */
export function productRow(page: Page, name: string): Locator {
  return tableRows(page, "Product list").filter({ has: page.getByText(name, { exact: true }) });
}

/** Deletes a product as the admin over HTTP (clean-up after a failed test); false if it was not there. */
export async function deleteProductOverHttp(adminRequest: APIRequestContext, name: string): Promise<boolean> {
  const listing = await adminRequest.get(`/api/products?q=${encodeURIComponent(name)}&limit=100`);
  const body = (await listing.json()) as { products: { id: string; name: string }[] };
  const found = body.products.find((p) => p.name === name);
  if (!found) return false;
  const response = await adminRequest.post("/admin", { form: { intent: "delete-product", productId: found.id }, maxRedirects: 0 });
  return response.ok();
}

/**
 * A real PNG of one colour (`width` × `height`), different bytes for different colours, so
 * each upload is a file of its own (uploads are stored under their content's hash).
 */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** How the admin tables write a date: "22 Nov 2026" (India time). */
export function adminDay(date: Date | string): string {
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(date));
}
