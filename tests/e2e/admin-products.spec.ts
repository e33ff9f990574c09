/**
 * The back office's Products tab: add with an image address or an uploaded file, edit,
 * the form's required fields, delete, and an axe scan of the Add Product dialog.
 *
 * These tests add products, so they run against a shop of their own (project "back-office",
 * E2E_PORT_BASE + 3, in playwright.config.ts): the catalogue specs count exactly the 30 demo
 * products. Any spec named admin-products*.spec.ts runs there.
 */
import { randomInt, randomUUID } from "node:crypto";
import { test, expect } from "./fixtures";
import { expectToast } from "./support/accounts";
import {
  adminPanel,
  confirmDeletion,
  expectToastBehindDialog,
  fillProductForm,
  newProduct,
  openAdmin,
  productDialog,
  productField,
  productRow,
  solidPng,
} from "./support/admin-panel";
import { card, waitForHydration } from "./support/catalogue";

/** A demo image for products added with an image address. */
const DEMO_IMAGE = "/images/products/apc-deskguard-600-1.svg";

/** The product form's fields that must be filled, with their messages when empty. */
const fieldsWithMessages = {
  name: "Name is required",
  brand: "Brand is required",
  capacity: "Capacity is required",
  warranty: "Warranty is required",
  price: "Price is required",
  shortDescription: "Short description is required",
  description: "Description is required",
  imageUrl: "Image is required: enter a URL or upload a file",
} as const;

test.describe("products", () => {
  test("Add Product with an image address appears on /products; Edit changes the price; Delete removes it", async ({
    page,
    signInAsAdmin,
    newContext,
    deleteProductAfterTest,
  }) => {
    const product = newProduct();
    deleteProductAfterTest(product.name);
    await signInAsAdmin();
    await openAdmin(page, "?tab=products");
    await expect(adminPanel(page).getByText(/^Total Products: [\d,]+$/)).toBeVisible();

    await adminPanel(page).getByRole("button", { name: "Add Product" }).click();
    const dialog = productDialog(page, "Add Product");
    await expect(dialog).toBeVisible();
    await fillProductForm(dialog, product);
    await productField(dialog, "imageUrl").fill(DEMO_IMAGE);
    await expect(dialog.getByRole("img", { name: "Preview of the product image" })).toHaveAttribute("src", DEMO_IMAGE);
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expectToast(page, "Product Added", "Product has been successfully added to the catalog.");
    await expect(dialog).toHaveCount(0);

    // The list reloads with it.
    const row = productRow(page, product.name);
    await expect(row).toBeVisible();
    await expect(row.getByRole("cell").nth(1)).toHaveText("Inverter");
    await expect(row.getByRole("cell").nth(2)).toHaveText("₹9,999");
    await expect(row.getByText("In Stock", { exact: true })).toBeVisible();

    // A shopper finds it by name.
    const shopper = await (await newContext()).newPage();
    await shopper.goto("/products");
    await waitForHydration(shopper);
    await shopper.getByRole("searchbox", { name: "Search products by name or brand" }).fill(product.name);
    await shopper.getByRole("searchbox", { name: "Search products by name or brand" }).press("Enter");
    const found = card(shopper, product.name);
    await expect(found).toBeVisible();
    await expect(shopper.getByRole("article")).toHaveCount(1);
    await expect(found.getByText("₹9,999", { exact: true })).toBeVisible();
    await expect(found.getByText(product.brand, { exact: true })).toBeVisible();
    await found.getByRole("link", { name: "View Details" }).click();
    await expect(shopper).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    const productPath = new URL(shopper.url()).pathname;
    await expect(shopper.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(shopper.getByRole("img", { name: `${product.name}, image 1 of 1` })).toHaveAttribute("src", DEMO_IMAGE);

    // Edit: the form starts from what is saved; a new price.
    await row.getByRole("button", { name: `Edit ${product.name}` }).click();
    const edit = productDialog(page, "Edit Product");
    await expect(productField(edit, "name")).toHaveValue(product.name);
    await expect(productField(edit, "price")).toHaveValue("9999");
    await expect(productField(edit, "imageUrl")).toHaveValue(DEMO_IMAGE);
    await productField(edit, "price").fill("8,499");
    await edit.getByRole("button", { name: "Update Product" }).click();
    await expectToast(page, "Product Updated");
    await expect(edit).toHaveCount(0);
    await expect(row.getByRole("cell").nth(2)).toHaveText("₹8,499");
    await shopper.goto(productPath);
    await expect(shopper.getByRole("main").getByText("₹8,499", { exact: true })).toBeVisible();
    await expect(shopper.getByRole("main").getByText("₹9,999", { exact: true })).toHaveCount(0);

    // Delete: the exact sentence, then gone from the shop.
    await row.getByRole("button", { name: `Delete ${product.name}` }).click();
    await confirmDeletion(page, `Are you sure you want to delete "${product.name}"? This action cannot be undone.`);
    await expectToast(page, "Product Deleted");
    await expect(row).toHaveCount(0);
    await shopper.goto(`/products?q=${encodeURIComponent(product.name)}`);
    await expect(shopper.getByText("No products found matching your criteria.", { exact: true })).toBeVisible();
    const response = await shopper.goto(productPath);
    expect(response?.status()).toBe(404);
    await expect(shopper.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
  });

  test("an empty Add Product form shows every required field's message and adds nothing", async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await openAdmin(page, "?tab=products");
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") writes.push(request.url());
    });
    await adminPanel(page).getByRole("button", { name: "Add Product" }).click();
    const dialog = productDialog(page, "Add Product");
    await dialog.getByRole("button", { name: "Add Product" }).click();

    await expectToastBehindDialog(page, "Error", "Name is required", "destructive");
    for (const [field, message] of Object.entries(fieldsWithMessages) as [keyof typeof fieldsWithMessages, string][]) {
      await expect(productField(dialog, field)).toHaveAttribute("aria-invalid", "true");
      await expect(productField(dialog, field)).toHaveAccessibleDescription(message);
    }
    await expect(dialog.getByText("Image is required: enter a URL or upload a file", { exact: true })).toBeVisible();
    await expect(productField(dialog, "name")).toBeFocused();
    await expect(productField(dialog, "originalPrice")).not.toHaveAttribute("aria-invalid", "true");

    // A corrected field loses its message; choosing an upload without a file asks for one.
    await productField(dialog, "name").fill("Anything");
    await expect(productField(dialog, "name")).not.toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("radio", { name: "Upload a file" }).check();
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expect(dialog.getByText("Image is required: choose a file to upload", { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(writes, "checked in the browser: nothing was sent").toEqual([]);
  });

  test("Add Product with an uploaded image shows that image on the product page; then Delete", async ({
    page,
    signInAsAdmin,
    newContext,
    deleteProductAfterTest,
  }) => {
    const product = newProduct({ type: "UPS", capacity: "1000VA", name: `Testwatt Backup ${randomUUID().slice(0, 8)}`, price: "6,250" });
    deleteProductAfterTest(product.name);
    const png = solidPng(64, 48, [randomInt(256), randomInt(256), randomInt(256)]);
    await signInAsAdmin();
    await openAdmin(page, "?tab=products");
    await adminPanel(page).getByRole("button", { name: "Add Product" }).click();
    const dialog = productDialog(page, "Add Product");
    await fillProductForm(dialog, product);
    await dialog.getByRole("radio", { name: "Upload a file" }).check();
    await dialog.getByLabel("Image file").setInputFiles({ name: "backup-ups.png", mimeType: "image/png", buffer: png });
    const preview = dialog.getByRole("img", { name: "Preview of the product image" });
    await expect(preview).toHaveAttribute("src", /^blob:/);
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expectToast(page, "Product Added", "Product has been successfully added to the catalog.");
    const row = productRow(page, product.name);
    await expect(row.getByRole("cell").nth(1)).toHaveText("UPS");

    // The shop serves the uploaded file, and it is the image we sent.
    const shopper = await (await newContext()).newPage();
    await shopper.goto(`/products?q=${encodeURIComponent(product.name)}`);
    await card(shopper, product.name).getByRole("link", { name: "View Details" }).click();
    const image = shopper.getByRole("img", { name: `${product.name}, image 1 of 1` });
    await expect(image).toHaveAttribute("src", /^\/uploads\/[\w-]+\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(48);
    const served = await shopper.request.get((await image.getAttribute("src"))!);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(Buffer.compare(await served.body(), png)).toBe(0);

    await row.getByRole("button", { name: `Delete ${product.name}` }).click();
    await confirmDeletion(page, `Are you sure you want to delete "${product.name}"? This action cannot be undone.`);
    await expectToast(page, "Product Deleted");
    await expect(row).toHaveCount(0);
  });
});


test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("products, with the Add Product dialog open", async ({ page, signInAsAdmin, expectNoAxeViolations }) => {
    await signInAsAdmin();
    await openAdmin(page, "?tab=products");
    await adminPanel(page).getByRole("button", { name: "Add Product" }).click();
    await expect(productDialog(page, "Add Product")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
