/**
 * The back office (/admin): the five tabs by keyboard and by URL, the dashboard's figures and
 * chart, customers (View Orders, delete with all their data), orders (search, status filter,
 * inline status change seen on the tracking page, details overlay, delete, CSV export),
 * reviews (list, delete), and accessibility scans of each tab. The Products tab's journeys
 * are in admin-products.spec.ts, against a shop of their own.
 *
 * The admin is signed in once per worker (the `signInAsAdmin` fixture); nothing here logs
 * the admin out. Every test makes its own customers, orders and products, with unique names,
 * and touches nothing else: other specs run beside these, so the dashboard and the totals
 * are checked by their relationships and formats, never by exact sums.
 */
import { readFile } from "node:fs/promises";
import { randomInt, randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectToast, signInLink, type Account } from "./support/accounts";
import {
  ADMIN_TAB_NAMES,
  adminDay,
  adminPanel,
  adminTab,
  confirmDeletion,
  dashboardFigure,
  openAdmin,
  orderRow,
  orderSearch,
  placeOrderOverHttp,
  productDialog,
  setOrderStatus,
  statusFilter,
  statusSelect,
  tableRows,
  wholeNumber,
  type AdminTabName,
} from "./support/admin-panel";
import {
  demoProduct,
  paiseOf,
  productIdByName,
  rupees,
  tabTo,
  type DemoProduct,
} from "./support/catalogue";
import {
  DELIVERY_ELSEWHERE,
  DELIVERY_TAMIL_NADU,
  ORDER_STATUSES,
  ORDERABLE,
  shippingDetails,
  type ShippingDetails,
} from "./support/checkout";
import { at, MAIN_URL } from "./support/constants";
import { reviewOverHttp } from "./support/reviews-flow";

const A = ORDERABLE.inverter;
const B = ORDERABLE.ups;
const C = ORDERABLE.battery;
/** Reviewed in the Reviews tab test only (no other test reviews it). */
const REVIEWED_HERE = demoProduct("Eaton WorkPro 1000"); // 26 in stock
const RUPEES = /^₹[\d,]+(\.\d{2})?$/;


type Register = (options: { context: BrowserContext }) => Promise<Account>;
type Line = { product: DemoProduct; quantity: number };

/** A customer in a browser of their own, with one order (more with `placeAnother`). */
async function customerWithOrder(
  register: Register,
  newContext: () => Promise<BrowserContext>,
  { lines = [{ product: B, quantity: 1 }], shipping: overrides = {} }: { lines?: Line[]; shipping?: Partial<ShippingDetails> } = {},
) {
  const context = await newContext();
  const account = await register({ context });
  const page = await context.newPage();
  const tag = randomUUID().slice(0, 6);
  const shipping = shippingDetails({ fullName: `Kavya Iyer ${tag}`, email: account.email, ...overrides });
  const items = await Promise.all(lines.map(async ({ product, quantity }) => ({ productId: await productIdByName(page, product.name), quantity })));
  const subtotalPaise = lines.reduce((sum, { product, quantity }) => sum + product.pricePaise * quantity, 0);
  const deliveryPaise = shipping.state === "Tamil Nadu" ? DELIVERY_TAMIL_NADU : DELIVERY_ELSEWHERE;
  const orderId = await placeOrderOverHttp(context, items, shipping);
  return {
    context,
    page,
    account,
    shipping,
    orderId,
    subtotalPaise,
    deliveryPaise,
    totalPaise: subtotalPaise + deliveryPaise,
    placeAnother: () => placeOrderOverHttp(context, items, shipping),
  };
}

/** The rows of a CSV file (RFC 4180 quoting, CRLF line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** Clicks Export CSV and returns the download's name and rows (byte-order mark removed). */
async function exportCsv(page: Page) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  // A byte-order mark may lead (spreadsheet programs read the file as UTF-8 then).
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const [header = [], ...rows] = parseCsv(text);
  return { filename: download.suggestedFilename(), header, rows };
}

/** Searches the Orders tab and waits for the URL to carry the search. */
async function searchOrders(page: Page, text: string) {
  await orderSearch(page).fill(text);
  await orderSearch(page).press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === text);
}

test.describe("the admin panel", () => {
  test("tabs by keyboard (arrows, then Enter or Space), the URL keeps the place through a reload; badge and Logout", async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin();
    await openAdmin(page);
    const main = page.getByRole("main");
    await expect(main.getByText("Administrator", { exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: "Logout" })).toBeEnabled();
    await expect(page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab")).toHaveText([...ADMIN_TAB_NAMES]);
    await expect(adminTab(page, "Dashboard")).toHaveAttribute("aria-selected", "true");

    const headings: Record<AdminTabName, string> = {
      Dashboard: "Dashboard",
      Users: "Customers",
      Orders: "Orders",
      Products: "Products",
      Reviews: "Reviews",
    };
    await tabTo(page, adminTab(page, "Dashboard"));
    const steps: [AdminTabName, string, "Enter" | "Space"][] = [
      ["Users", "/admin?tab=users", "Enter"],
      ["Orders", "/admin?tab=orders", "Space"],
      ["Products", "/admin?tab=products", "Enter"],
      ["Reviews", "/admin?tab=reviews", "Space"],
      ["Dashboard", "/admin", "Enter"], // the arrow wraps round
    ];
    for (const [name, path, key] of steps) {
      const before = page.url();
      await page.keyboard.press("ArrowRight");
      await expect(adminTab(page, name)).toBeFocused();
      // Manual activation: moving the focus alone changes nothing.
      await expect(adminTab(page, name)).toHaveAttribute("aria-selected", "false");
      expect(page.url()).toBe(before);
      await page.keyboard.press(key);
      await expect(page).toHaveURL(at(path));
      await expect(adminTab(page, name)).toHaveAttribute("aria-selected", "true");
      await expect(adminPanel(page).getByRole("heading", { name: headings[name], exact: true, level: 2 })).toBeAttached();
      await expect(adminTab(page, name)).toBeFocused();
    }

    // A link or a reload opens the same place.
    await openAdmin(page, "?tab=orders");
    await page.reload();
    await expect(adminTab(page, "Orders")).toHaveAttribute("aria-selected", "true");
    await expect(adminPanel(page).getByRole("heading", { name: "Orders", level: 2 })).toBeVisible();
    await expect(page).toHaveURL(at("/admin?tab=orders"));
  });

  test("a customer who opens /admin lands on /admin-login", async ({ page, customer }) => {
    void customer;
    await page.goto("/admin");
    await expect(page).toHaveURL(at("/admin-login"));
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toHaveCount(0);
  });
});

test.describe("dashboard", () => {
  test("the four figures, Recent Orders (at most 5) and the 30-day chart", async ({ page, signInAsAdmin, register, newContext }) => {
    const buyer = await customerWithOrder(register, newContext);
    await signInAsAdmin();
    await openAdmin(page);

    const salesText = await dashboardFigure(page, "Total Sales").innerText();
    expect(salesText).toMatch(RUPEES);
    const sales = paiseOf(salesText);
    const orders = wholeNumber(await dashboardFigure(page, "Total Orders").innerText());
    const delivered = wholeNumber(await dashboardFigure(page, "Delivered Orders").innerText());
    expect(orders).toBeGreaterThanOrEqual(1);
    expect(delivered).toBeLessThanOrEqual(orders);
    expect(sales).toBeGreaterThanOrEqual(buyer.totalPaise);

    // Recent Orders: the newest five (fewer only when there are fewer orders).
    const recent = page.getByRole("region", { name: "Recent Orders" }).getByRole("listitem");
    const count = await recent.count();
    expect(count).toBe(Math.min(5, orders));
    let recentSum = 0;
    for (const row of await recent.all()) {
      const link = row.getByRole("link");
      const orderId = await link.innerText();
      expect(orderId).toMatch(/^HAL\d{1,6}$/);
      await expect(link).toHaveAttribute("href", `/admin?tab=orders&q=${orderId}`);
      const total = row.getByText(RUPEES);
      await expect(total).toHaveCount(1);
      recentSum += paiseOf(await total.innerText());
      await expect(row.getByText(new RegExp(`^(${ORDER_STATUSES.join("|")})$`))).toHaveCount(1);
      await expect(row.locator("p")).toHaveText(/\S/);
    }
    expect(recentSum).toBeLessThanOrEqual(sales);

    // The chart (an SVG drawn in the browser) and its table for screen readers: 30 days, today last.
    const chart = page.getByRole("figure", { name: "Sales and orders, last 30 days" });
    await expect(chart).toBeVisible();
    const svg = chart.locator("svg.recharts-surface");
    await expect(svg).toBeVisible();
    expect((await svg.boundingBox())?.width).toBeGreaterThan(200);
    await expect(chart.getByText("Sales (₹, left scale)")).toBeVisible();
    await expect(chart.getByText("Orders (right scale)")).toBeVisible();
    // Nothing in it takes keyboard focus (the table is its accessible form), but a mouse gets each day's figures.
    await expect(chart.locator('[tabindex]:not([tabindex^="-"])')).toHaveCount(0);
    const plot = (await svg.boundingBox())!;
    await page.mouse.move(plot.x + plot.width - 40, plot.y + plot.height / 2);
    const tooltip = chart.locator(".recharts-default-tooltip");
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText("Sales");
    await expect(tooltip).toContainText("Orders");
    const days = chart.getByRole("table", { name: "Sales and orders per day" }).getByRole("row");
    await expect(days).toHaveCount(31);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const todayRow = days.last();
    await expect(todayRow.getByRole("rowheader")).toHaveText(today);
    const [todaySales = "", todayOrders = ""] = await todayRow.getByRole("cell").allInnerTexts();
    expect(paiseOf(todaySales)).toBeGreaterThanOrEqual(buyer.totalPaise);
    expect(Number(todayOrders)).toBeGreaterThanOrEqual(1);

    // This test's order, placed a moment ago, is among them; its link opens the Orders tab searched for it.
    const ours = recent.filter({ has: page.getByRole("link", { name: buyer.orderId, exact: true }) });
    await expect(ours).toHaveCount(1);
    await expect(ours).toContainText(buyer.shipping.fullName);
    await expect(ours).toContainText(rupees(buyer.totalPaise));
    await expect(ours).toContainText("Order Placed");
    await ours.getByRole("link").click();
    await expect(page).toHaveURL(at(`/admin?tab=orders&q=${buyer.orderId}`));
    await expect(orderRow(page, buyer.orderId)).toBeVisible();
  });

  test("the Products figure is the catalogue's count on /products", async ({ page, signInAsAdmin, newContext }) => {
    await signInAsAdmin();
    const shopper = await (await newContext()).newPage();
    // Other tests may add a product between the two reads: read both again until they agree.
    await expect(async () => {
      await shopper.goto("/products");
      const line = await shopper.getByText(/^Showing \d+ of \d+ products$/).innerText();
      const total = Number(/of (\d+) products/.exec(line)?.[1]);
      await openAdmin(page);
      expect(wholeNumber(await dashboardFigure(page, "Products").innerText())).toBe(total);
      expect(total).toBeGreaterThan(0);
    }).toPass({ timeout: 20_000 });
  });
});

test.describe("users", () => {
  test("a customer's row; View Orders shows only their orders with the banner; Show All Users clears it", async ({
    page,
    signInAsAdmin,
    register,
    newContext,
  }) => {
    const buyer = await customerWithOrder(register, newContext, {
      lines: [{ product: A, quantity: 1 }],
      shipping: { city: "Madurai", state: "Tamil Nadu", pincode: "625001", mobile: `9${randomInt(100_000_000, 999_999_999)}` },
    });
    const secondOrder = await buyer.placeAnother();
    const name = buyer.shipping.fullName;
    await signInAsAdmin();
    await openAdmin(page, "?tab=users");

    await expect(adminPanel(page).getByText(/^Total Users: \d+$/)).toBeVisible();
    const totalUsers = Number((await adminPanel(page).getByText(/^Total Users: \d+$/).innerText()).split(": ")[1]);
    expect(totalUsers).toBeGreaterThanOrEqual(1);
    const row = tableRows(page, "Customers").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toHaveText(`${name}Madurai, Tamil Nadu`);
    await expect(cells.nth(1)).toHaveText(`${buyer.shipping.mobile}${buyer.shipping.email}`);
    await expect(cells.nth(2)).toHaveText("2");
    await expect(cells.nth(3)).toHaveText(rupees(2 * buyer.totalPaise));
    await expect(cells.nth(4)).toHaveText(adminDay(new Date()));

    await row.getByRole("link", { name: `View Orders of ${name}` }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("tab") === "orders" && /^[\w-]+$/.test(url.searchParams.get("user") ?? ""));
    await expect(adminTab(page, "Orders")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("status").getByText(`Showing orders for: ${name}`, { exact: true })).toBeVisible();
    await expect(tableRows(page, "Orders")).toHaveCount(2);
    await expect(orderRow(page, buyer.orderId)).toBeVisible();
    await expect(orderRow(page, secondOrder)).toBeVisible();
    await expect(adminPanel(page).getByText("2 orders", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Show All Users" }).click();
    await expect(page).toHaveURL(at("/admin?tab=orders"));
    await expect(page.getByText(/^Showing orders for:/)).toHaveCount(0);
    await expect(orderRow(page, buyer.orderId)).toBeVisible();
  });

  test("deleting a customer (the exact confirmation) removes them, signs them out and removes their orders", async ({
    page,
    signInAsAdmin,
    register,
    newContext,
  }) => {
    const buyer = await customerWithOrder(register, newContext);
    const name = buyer.shipping.fullName;
    await buyer.page.goto("/orders");
    await expect(buyer.page.getByRole("article", { name: `Order ${buyer.orderId}` })).toBeVisible();

    await signInAsAdmin();
    await openAdmin(page, "?tab=users");
    const row = tableRows(page, "Customers").filter({ hasText: name });
    await row.getByRole("button", { name: `Delete user ${name}` }).click();
    // Cancel first: nothing happens.
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Delete user ${name}` }).click();
    await confirmDeletion(page, `Are you sure you want to delete user "${name}" and all their data? This action cannot be undone.`);
    await expectToast(page, "User Deleted");
    await expect(row).toHaveCount(0);

    // Their browser is signed out, and their order is gone.
    await buyer.page.goto("/orders");
    await expect(buyer.page.getByText("Please sign in to view your orders.", { exact: true })).toBeVisible();
    await expect(signInLink(buyer.page)).toBeVisible();
    const stranger = await (await newContext()).newPage();
    await stranger.goto(`/track-order?orderId=${buyer.orderId}`);
    await expect(stranger.getByRole("alert")).toHaveText("Order not found. Please check your order ID and try again.");
    await openAdmin(page, `?tab=orders&q=${buyer.orderId}`);
    await expect(adminPanel(page).getByText("No orders found.", { exact: true })).toBeVisible();
  });
});

test.describe("orders", () => {
  test("search by order id and by name (any case); the status filter; an inline status change shows on the tracking page", async ({
    page,
    signInAsAdmin,
    register,
    newContext,
  }) => {
    const buyer = await customerWithOrder(register, newContext);
    const second = await buyer.placeAnother();
    const first = buyer.orderId;
    const name = buyer.shipping.fullName;
    await signInAsAdmin();
    await openAdmin(page, "?tab=orders");

    // By order id, in lower case: that order only.
    await searchOrders(page, first.toLowerCase());
    await expect(tableRows(page, "Orders")).toHaveCount(1);
    await expect(orderRow(page, first)).toBeVisible();
    await expect(adminPanel(page).getByText("1 order", { exact: true })).toBeVisible();
    // By the customer's full name, in upper case: both of theirs.
    await searchOrders(page, name.toUpperCase());
    await expect(tableRows(page, "Orders")).toHaveCount(2);
    await expect(orderRow(page, second)).toBeVisible();
    await expect(orderRow(page, first).getByRole("cell").nth(1)).toHaveText(name);

    // The filter lists 'All Orders' and every status.
    await expect(statusFilter(page)).toHaveValue("all");
    await expect(statusFilter(page).locator("option")).toHaveText(["All Orders", ...ORDER_STATUSES]);

    // Inline change of the first order.
    await statusSelect(page, first).selectOption("Packed");
    await expectToast(page, "Status Updated", "Order status updated to Packed.");
    await expect(statusSelect(page, first)).toHaveValue("Packed");
    await expect(statusSelect(page, second)).toHaveValue("Order Placed");

    // Every status value filters (within this customer's orders).
    for (const status of ORDER_STATUSES) {
      await statusFilter(page).selectOption(status);
      await expect(page).toHaveURL((url) => url.searchParams.get("status") === status && url.searchParams.get("q") === name.toUpperCase());
      const expected = status === "Packed" ? [first] : status === "Order Placed" ? [second] : [];
      if (expected.length === 0) await expect(adminPanel(page).getByText("No orders found.", { exact: true })).toBeVisible();
      else {
        await expect(tableRows(page, "Orders")).toHaveCount(1);
        await expect(orderRow(page, expected[0]!)).toBeVisible();
        await expect(statusSelect(page, expected[0]!)).toHaveValue(status);
      }
    }
    await statusFilter(page).selectOption("all");
    await expect(page).toHaveURL((url) => !url.searchParams.get("status") || url.searchParams.get("status") === "all");
    await expect(tableRows(page, "Orders")).toHaveCount(2);

    // Anyone with the order id sees the new status as the current one.
    const stranger = await (await newContext()).newPage();
    await stranger.goto(`/track-order?orderId=${first}`);
    const current = stranger.locator('[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("Packed");
    await expect(current.getByText("Current status", { exact: true })).toBeVisible();
  });

  test("the details overlay shows the customer, address, items and payment; search by record id; delete with the confirmation", async ({
    page,
    signInAsAdmin,
    register,
    newContext,
  }) => {
    const buyer = await customerWithOrder(register, newContext, {
      lines: [
        { product: A, quantity: 2 },
        { product: C, quantity: 1 },
      ],
      shipping: { state: "Karnataka", city: "Mysuru", pincode: "570001", landmark: "Opposite the post office" },
    });
    const { orderId, shipping } = buyer;
    expect(buyer.deliveryPaise).toBe(DELIVERY_ELSEWHERE);
    await signInAsAdmin();
    await openAdmin(page, `?tab=orders&q=${orderId}`);

    const row = orderRow(page, orderId);
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toHaveText(orderId);
    await expect(cells.nth(1)).toHaveText(shipping.fullName);
    await expect(cells.nth(2)).toHaveText("3");
    await expect(cells.nth(3)).toHaveText(rupees(buyer.totalPaise));
    await expect(statusSelect(page, orderId)).toHaveValue("Order Placed");
    await expect(cells.nth(5)).toHaveText(adminDay(new Date()));

    await row.getByRole("button", { name: `View details of order ${orderId}` }).click();
    const details = page.getByRole("dialog", { name: `Order ${orderId}` });
    await expect(details).toBeVisible();
    const customer = details.getByRole("region", { name: "Customer" });
    await expect(customer).toContainText(shipping.fullName);
    await expect(customer).toContainText(shipping.mobile);
    await expect(customer).toContainText(shipping.email);
    const address = details.getByRole("region", { name: "Shipping address" });
    await expect(address).toContainText(shipping.address);
    await expect(address).toContainText(`Landmark: ${shipping.landmark}`);
    await expect(address).toContainText(`${shipping.city}, ${shipping.state} – ${shipping.pincode}`);
    await expect(details.getByRole("region", { name: "Order status" })).toContainText("Order Placed");
    const payment = details.getByRole("region", { name: "Payment" });
    await expect(payment).toContainText(`Subtotal${rupees(buyer.subtotalPaise)}`);
    await expect(payment).toContainText(`Delivery Charges${rupees(DELIVERY_ELSEWHERE)}`);
    await expect(payment).toContainText(`Total${rupees(buyer.totalPaise)}`);
    await expect(payment).toContainText("Payment MethodUPI");
    const items = details.getByRole("region", { name: "Items" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(A.name);
    await expect(items.nth(0)).toContainText(`${A.brand} · Qty 2 × ${rupees(A.pricePaise)}`);
    await expect(items.nth(0)).toContainText(rupees(2 * A.pricePaise));
    await expect(items.nth(1)).toContainText(C.name);
    await expect(items.nth(1)).toContainText(`${C.brand} · Qty 1 × ${rupees(C.pricePaise)}`);
    const description = (await details.getByText(/^Placed .+ · Record /).innerText()).trim();
    const recordId = /Record ([0-9a-f-]{36})$/.exec(description)?.[1] ?? "";
    expect(recordId).not.toBe("");
    await page.keyboard.press("Escape");
    await expect(details).toHaveCount(0);

    // The record id finds it too.
    await searchOrders(page, recordId);
    await expect(tableRows(page, "Orders")).toHaveCount(1);
    await expect(orderRow(page, orderId)).toBeVisible();

    // Delete: the exact sentence, then 'Order Deleted'.
    await row.getByRole("button", { name: `Delete order ${orderId}` }).click();
    await confirmDeletion(page, "Are you sure you want to delete this order? This action cannot be undone.");
    await expectToast(page, "Order Deleted");
    await expect(row).toHaveCount(0);
    await expect(adminPanel(page).getByText("No orders found.", { exact: true })).toBeVisible();
    await buyer.page.goto("/orders");
    await expect(buyer.page.getByText("No orders yet", { exact: true })).toBeVisible();
    await buyer.page.goto(`/track-order?orderId=${orderId}`);
    await expect(buyer.page.getByRole("alert")).toHaveText("Order not found. Please check your order ID and try again.");
  });

  test("Export CSV downloads the filtered orders only", async ({ page, signInAsAdmin, register, newContext }) => {
    const buyer = await customerWithOrder(register, newContext);
    const second = await buyer.placeAnother();
    const name = buyer.shipping.fullName;
    await signInAsAdmin();
    await openAdmin(page, `?tab=orders&q=${encodeURIComponent(name)}`);
    await setOrderStatus(page, second, "Cancelled");
    await openAdmin(page, `?tab=orders&q=${encodeURIComponent(name)}`);
    await expect(tableRows(page, "Orders")).toHaveCount(2);

    const all = await exportCsv(page);
    expect(all.filename).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(all.header[0]).toBe("Order ID");
    expect(all.header).toEqual(expect.arrayContaining(["Order ID", "Status", "Customer", "Total (INR)"]));
    const column = (name: string) => all.header.indexOf(name);
    expect(all.rows.map((r) => r[0]).sort()).toEqual([buyer.orderId, second].sort());
    for (const r of all.rows) {
      expect(r).toHaveLength(all.header.length);
      expect(r[column("Customer")]).toBe(name);
      expect(r[column("Total (INR)")]).toBe((buyer.totalPaise / 100).toFixed(2));
    }
    expect(all.rows.find((r) => r[0] === second)?.[column("Status")]).toBe("Cancelled");

    // With a status filter as well: only that order.
    await statusFilter(page).selectOption("Cancelled");
    await expect(tableRows(page, "Orders")).toHaveCount(1);
    const cancelled = await exportCsv(page);
    expect(cancelled.rows.map((r) => r[0])).toEqual([second]);
  });
});

test.describe("reviews", () => {
  test("a review's row (product, brand, customer, stars, comment, date); delete it with the confirmation", async ({
    page,
    signInAsAdmin,
    register,
    newContext,
    adminPage,
    expectNoAxeViolations,
  }) => {
    const reviewer = await customerWithOrder(register, newContext, { lines: [{ product: REVIEWED_HERE, quantity: 1 }] });
    await setOrderStatus(adminPage, reviewer.orderId, "Delivered");
    const productId = await productIdByName(page, REVIEWED_HERE.name);
    const comment = `Handles our office load without a murmur (${randomUUID().slice(0, 8)}).`;
    await reviewOverHttp(reviewer.context, { productId, rating: 5, comment });

    await signInAsAdmin();
    await openAdmin(page, "?tab=reviews");
    const total = adminPanel(page).getByText(/^Total Reviews: \d+$/);
    await expect(total).toBeVisible();
    expect(Number((await total.innerText()).split(": ")[1])).toBeGreaterThanOrEqual(1);
    const row = tableRows(page, "Reviews").filter({ hasText: comment });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toHaveText(`${REVIEWED_HERE.name}${REVIEWED_HERE.brand}`);
    await expect(cells.nth(1)).toHaveText(reviewer.account.username);
    await expect(cells.nth(2).getByRole("img", { name: "Rated 5.0 out of 5" })).toBeVisible();
    await expect(cells.nth(3)).toHaveText(comment);
    await expect(cells.nth(4)).toHaveText(adminDay(new Date()));
    await expectNoAxeViolations(page, { soft: true });

    // The shop shows it until it is deleted.
    const shopper = await (await newContext()).newPage();
    await shopper.goto(`/products/${productId}`);
    await expect(shopper.getByText(comment, { exact: true })).toBeVisible();

    await row.getByRole("button", { name: `Delete review by ${reviewer.account.username}` }).click();
    await confirmDeletion(page, "Are you sure you want to delete this review? This action cannot be undone.");
    await expectToast(page, "Review Deleted");
    await expect(row).toHaveCount(0);
    await shopper.reload();
    await expect(shopper.getByText("No reviews yet. Be the first to review this product!", { exact: true })).toBeVisible();
    await expect(shopper.getByText(comment)).toHaveCount(0);
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("dashboard, with its chart", async ({ page, signInAsAdmin, expectNoAxeViolations }) => {
    await signInAsAdmin();
    await openAdmin(page);
    await expect(page.getByRole("figure", { name: "Sales and orders, last 30 days" }).locator("svg.recharts-surface")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("users", async ({ page, signInAsAdmin, register, newContext, expectNoAxeViolations }) => {
    const buyer = await customerWithOrder(register, newContext);
    await signInAsAdmin();
    await openAdmin(page, "?tab=users");
    await expect(tableRows(page, "Customers").filter({ hasText: buyer.shipping.fullName })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("orders, with the details overlay open", async ({ page, signInAsAdmin, register, newContext, expectNoAxeViolations }) => {
    const buyer = await customerWithOrder(register, newContext);
    await signInAsAdmin();
    await openAdmin(page, `?tab=orders&q=${buyer.orderId}`);
    await page.getByRole("button", { name: `View details of order ${buyer.orderId}` }).click();
    await expect(page.getByRole("dialog", { name: `Order ${buyer.orderId}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("products, with the Add Product dialog open", async ({ page, signInAsAdmin, expectNoAxeViolations }) => {
    await signInAsAdmin();
    await openAdmin(page, "?tab=products");
    await adminPanel(page).getByRole("button", { name: "Add Product" }).click();
    await expect(productDialog(page, "Add Product")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("orders on a 390 px phone", async ({ page, signInAsAdmin, register, newContext, expectNoAxeViolations }) => {
    const buyer = await customerWithOrder(register, newContext);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin();
    await openAdmin(page, "?tab=orders");
    await expect(orderRow(page, buyer.orderId)).toBeAttached();
    await expectNoAxeViolations(page);
  });
});

