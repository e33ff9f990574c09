/**
 * The back office (/admin) as a whole and its Dashboard: the five tabs by keyboard and by URL,
 * the gate for customers, the dashboard's four figures, Recent Orders and the 30-day chart,
 * with an axe scan. Users, Orders, Products and Reviews have a spec each (admin-*.spec.ts).
 *
 * The admin is signed in once per worker (the `signInAsAdmin` fixture); nothing here logs the
 * admin out. Other specs place orders beside these, so the figures are checked by their
 * relationships and formats, never by exact sums.
 */
import { test, expect } from "./fixtures";
import {
  ADMIN_TAB_NAMES,
  adminPanel,
  adminTab,
  dashboardFigure,
  openAdmin,
  orderRow,
  wholeNumber,
  type AdminTabName,
} from "./support/admin-panel";
import { countLine, paiseOf, rupees, tabTo } from "./support/catalogue";
import { ORDER_STATUSES } from "./support/checkout";
import { at } from "./support/constants";

const RUPEES = /^₹[\d,]+(\.\d{2})?$/;

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
      Invoices: "Invoices and credit notes",
      "E-mail": "Messages to customers",
    };
    await tabTo(page, adminTab(page, "Dashboard"));
    const steps: [AdminTabName, string, "Enter" | "Space"][] = [
      ["Users", "/admin?tab=users", "Enter"],
      ["Orders", "/admin?tab=orders", "Space"],
      ["Products", "/admin?tab=products", "Enter"],
      ["Reviews", "/admin?tab=reviews", "Space"],
      ["Invoices", "/admin?tab=invoices", "Enter"],
      ["E-mail", "/admin?tab=mail", "Space"],
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
  test("the four figures, Recent Orders (at most 5) and the 30-day chart", async ({ page, signInAsAdmin, customerWithOrder }) => {
    const buyer = await customerWithOrder();
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
    // Two page loads per try: on a busy machine one try took most of the 20 s this once had.
    test.slow();
    await signInAsAdmin();
    const shopper = await (await newContext()).newPage();
    // Other tests may add a product between the two reads: read both again until they agree.
    // Both figures are in the server's page, so neither read waits for hydration.
    await expect(async () => {
      await shopper.goto("/products");
      const line = await countLine(shopper).innerText();
      const total = Number(/of (\d+) products/.exec(line)?.[1]);
      await page.goto("/admin");
      expect(wholeNumber(await dashboardFigure(page, "Products").innerText())).toBe(total);
      expect(total).toBeGreaterThan(0);
    }).toPass({ timeout: 90_000 });
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
});
