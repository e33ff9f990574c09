/**
 * The shop over HTTP as the integration tests use it: a cookie-keeping client, the
 * administrator's credentials, and the ways in (register, sign in, admin sign-in).
 */

/** The administrator every test server is started with (`ADMIN_ENV`). */
export const ADMIN = { email: "admin@halpower.test", password: "Admin#12345" };

/** The environment that makes `ADMIN` the shop's administrator at start. */
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

/** The password of every customer the tests register. */
export const CUSTOMER_PASSWORD = "secret1";

/** A tiny browser stand-in: keeps cookies between requests, sends forms like a browser would. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Copies this client's cookies into a new one (a stolen cookie, say), for this server or another address. */
  clone(baseUrl = this.baseUrl): Client {
    const copy = new Client(baseUrl);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    const response = await fetch(new URL(pathname, this.baseUrl), { ...init, headers, redirect: "manual" });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(pathname: string, init: RequestInit = {}) {
    return this.request(pathname, { ...init, method: "GET" });
  }

  /** A form post as a same-origin browser sends it. */
  post(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(pathname, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { ...this.sameOrigin(), ...headers },
    });
  }

  /** A multipart form post (a form with a file input), as a same-origin browser sends it. */
  postMultipart(pathname: string, form: FormData) {
    return this.request(pathname, { method: "POST", body: form, headers: this.sameOrigin() });
  }

  /** A JSON post, as a page's script sends it; a string body goes as it is (bad JSON, say). */
  postJson(pathname: string, body: unknown) {
    return this.request(pathname, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "Content-Type": "application/json", ...this.sameOrigin() },
    });
  }

  private sameOrigin() {
    return { Origin: new URL(this.baseUrl).origin, "Sec-Fetch-Site": "same-origin" };
  }
}

/** What the registration form sends. */
export type Registration = { username: string; email: string; phone: string; password: string; confirmPassword: string };

/** The registration form's fields for a customer: username from the e-mail, a valid phone. */
export function registration(email: string): Registration {
  return { username: email.split("@")[0]!, email, phone: "9876543210", password: CUSTOMER_PASSWORD, confirmPassword: CUSTOMER_PASSWORD };
}

/** Registers a customer on /register; the client it returns is signed in as them. */
export async function register(baseUrl: string, email: string): Promise<Client> {
  const client = new Client(baseUrl);
  await expectRedirect(await client.post("/register", registration(email)), `registering ${email}`);
  return client;
}

/** Signs in on /sign-in (a customer's password is `CUSTOMER_PASSWORD` unless given). */
export async function signIn(baseUrl: string, email: string, password = CUSTOMER_PASSWORD): Promise<Client> {
  const client = new Client(baseUrl);
  await expectRedirect(await client.post("/sign-in", { email, password }), `signing ${email} in`);
  return client;
}

/** Signs the administrator in on /admin-login; the client it returns may use /admin. */
export async function signInAdmin(baseUrl: string, credentials = ADMIN): Promise<Client> {
  const client = new Client(baseUrl);
  await expectRedirect(await client.post("/admin-login", credentials), `signing the administrator ${credentials.email} in`);
  return client;
}

/** A successful form post answers with a redirect; anything else stops the test, saying why. */
async function expectRedirect(response: Response, what: string): Promise<void> {
  if (response.status === 302) return;
  throw new Error(`${what} answered ${response.status} instead of a redirect: ${(await response.text()).slice(0, 300)}`);
}
