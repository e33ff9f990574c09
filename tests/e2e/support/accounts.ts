/**
 * Accounts for the browser tests: unique customers, sign-in over HTTP for tests that are not
 * about signing in, the registration and sign-in forms, the toast region and the header's
 * user menu.
 *
 * Sign-in, registration and admin login are rate-limited per client address (10 a minute).
 * The test shop trusts one proxy hop (TRUST_PROXY=1 in playwright.config.ts), and each test's
 * browser context sends an X-Forwarded-For address of its own (see `clientAddress` in
 * fixtures.ts), so every test has its own budget and no test eats into another's.
 */
import { randomBytes, randomInt } from "node:crypto";
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page, type Request } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./constants";

export type Account = {
  username: string;
  email: string;
  phone: string;
  password: string;
};

export const ADMIN: Pick<Account, "email" | "password"> & { displayName: string } = {
  email: ADMIN_EMAIL,
  password: ADMIN_PASSWORD,
  // ensureAdmin() names the account it creates "Administrator".
  displayName: "Administrator",
};

/** Session and flash-toast cookies the shop sets (cookiePrefix "shop"). */
const SESSION_COOKIE = "shop.session_token";
export const TOAST_COOKIE = "shop_toast";

/** A customer nobody has registered yet: the suffix makes e-mail and username unique per call. */
export function uniqueAccount(overrides: Partial<Account> = {}): Account {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  return {
    username: `shopper-${suffix}`,
    email: `shopper.${suffix}@example.test`,
    phone: `98${String(randomInt(0, 100_000_000)).padStart(8, "0")}`,
    password: `Pw-${suffix}`,
    ...overrides,
  };
}

/** A fake client address for X-Forwarded-For (10.0.0.0/8, never the real 127.0.0.1). */
export function randomClientAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * Registers through the shop's own form action (one POST, as a browser without JavaScript
 * would send it). The session cookie lands in `request`'s cookie jar, i.e. the browser
 * context when `request` is `context.request`.
 */
export async function registerOverHttp(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post("/register", {
    form: { ...account, confirmPassword: account.password },
    maxRedirects: 0,
  });
  expect(response.status(), `registering ${account.email}: ${await bodyHint(response)}`).toBe(302);
  expect(response.headers()["location"]).toBe("/");
}

/** Signs in through the sign-in action (one POST). Admins are sent on to /admin. */
export async function signInOverHttp(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const response = await request.post("/sign-in", { form: { email, password }, maxRedirects: 0 });
  expect(response.status(), `signing in ${email}: ${await bodyHint(response)}`).toBe(302);
}

/** Drops the toast that a sign-in over HTTP left for the next page (it belongs to no screen). */
export async function dropFlashToast(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: TOAST_COOKIE });
}

export async function hasSession(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE);
}

async function bodyHint(response: { status: () => number; text: () => Promise<string> }): Promise<string> {
  if (response.status() === 302) return "redirected";
  const text = await response.text().catch(() => "");
  const toast = /"description","([^"]*)"/.exec(text)?.[1] ?? /"description":"([^"]*)"/.exec(text)?.[1];
  return `status ${response.status()}${toast ? `, ${toast}` : ""}`;
}

/** The toast viewport (Radix names it "Notifications (F8)"); each toast is one of its list items. */
export function notifications(page: Page): Locator {
  return page.getByRole("region", { name: /Notifications/ });
}

/** One toast, found by its exact title (and description, when given). */
function toast(page: Page, title: string, description?: string): Locator {
  let found = notifications(page).getByRole("listitem").filter({ has: page.getByText(title, { exact: true }) });
  if (description !== undefined) found = found.filter({ has: page.getByText(description, { exact: true }) });
  return found;
}

/**
 * Expects exactly this toast on screen (the shop shows one at a time): its title, its
 * description when given, and its variant (destructive for errors).
 */
export async function expectToast(
  page: Page,
  title: string,
  description?: string,
  variant: "default" | "destructive" = "default",
): Promise<void> {
  const found = toast(page, title, description);
  await expect(found).toBeVisible();
  await expect(found).toHaveAttribute("data-variant", variant);
  await expect(notifications(page).getByRole("listitem")).toHaveCount(1);
}

/** Closes every toast on screen, so the next one can be told apart from the last. */
export async function closeToasts(page: Page): Promise<void> {
  const close = notifications(page).getByRole("button", { name: "Close" });
  while ((await close.count()) > 0) await close.first().click();
  await expect(notifications(page).getByRole("listitem")).toHaveCount(0);
}

/** The signed-in user's menu button in the header, named by display name or e-mail. */
export function userMenuButton(page: Page, label: string): Locator {
  return page.getByRole("banner").getByRole("button", { name: label, exact: true });
}

export function signInLink(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true });
}

/** Records every non-GET request the page sends from now on (form posts, fetcher submissions). */
export function recordWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.method() !== "HEAD") writes.push(request);
  });
  return writes;
}

/**
 * Holds the page's POSTs to paths starting with `pathPrefix` until `release()`, so a test can
 * see a button's busy label ('Creating Account...', 'Signing In...') before the answer comes.
 * `stop()` lets later requests through untouched.
 */
export async function holdPosts(page: Page, pathPrefix: string): Promise<{ release: () => void; stop: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const matches = (url: URL) => url.pathname.startsWith(pathPrefix);
  await page.route(matches, async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  return { release, stop: () => page.unroute(matches) };
}

/** Fills the registration form; a field not given is left empty. */
export async function fillRegistration(page: Page, fields: Partial<Account> & { confirmPassword?: string }): Promise<void> {
  const form = page.getByRole("main");
  const entries: [string, string | undefined][] = [
    ["Username", fields.username],
    ["Email", fields.email],
    ["Phone", fields.phone],
    ["Password", fields.password],
    ["Confirm Password", fields.confirmPassword],
  ];
  for (const [label, value] of entries) await form.getByLabel(label, { exact: true }).fill(value ?? "");
}

/** Fills the e-mail sign-in form of /sign-in. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
}

/** The e-mail sign-in form's submit button. */
export function signInButton(page: Page): Locator {
  return page.getByRole("main").getByRole("button", { name: "Sign In", exact: true });
}

/** Opens the header's user menu and returns it. */
export async function openUserMenu(page: Page, label: string): Promise<Locator> {
  await userMenuButton(page, label).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}
