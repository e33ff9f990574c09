import { createServer, type Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { ShopUser } from "~/domain/auth/shop-user";
import type { Viewer } from "~/services/auth/session-viewers.server";
import { createPageCache } from "./page-cache";
import { forViewer } from "./viewer-splice";

const user = (id: string, displayName: string): ShopUser => ({
  id,
  email: `${id}@example.in`,
  displayName,
  photoUrl: null,
  isAdmin: false,
  emailVerified: true,
});
/** Sessions by token; "dead" is a cookie whose session is gone. */
const SESSIONS: Record<string, Viewer> = {
  alice: { user: user("alice", "Alice"), setCookie: [] },
  bob: { user: user("bob", "Bob"), setCookie: ["shop.session_token=bob2; Path=/; HttpOnly"] },
  mallory: { user: user("mallory", "</script><script>alert(1)</script>"), setCookie: [] },
};

/** A tiny shop whose pages show which Cookie header they were rendered with. */
async function start() {
  let renders = 0;
  const cache = createPageCache({
    ttlSeconds: 10,
    viewers: async (cookie) => SESSIONS[/shop\.session_token=(\w+)/.exec(cookie)?.[1] ?? ""] ?? null,
  });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${renders}xxxxxxxx`;
    next();
  });
  app.use(cache.middleware);
  const page = (req: express.Request) =>
    `<!DOCTYPE html><html lang="en-IN"><head><title>t</title></head><body>render ${++renders} cookie=${req.headers.cookie ?? "none"}</body></html>`;
  app.get(["/", "/products", "/products.data"], (req, res) => void res.type("html").send(page(req)));
  app.get("/api/products", (req, res) => void res.json({ render: ++renders, cookie: req.headers.cookie ?? "none" }));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address();
  const url = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
  return { url, renders: () => renders, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const viewerIn = (html: string): unknown => {
  const text = /<script type="application\/json" id="shop-viewer">(.*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

describe("shared catalogue pages for signed-in shoppers (decision 023)", () => {
  let app: Awaited<ReturnType<typeof start>>;
  afterEach(() => app?.close());
  const get = (path: string, cookie?: string) => fetch(`${app.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

  it("renders the visitor's page once, without the session, and names each viewer in their own copy", async () => {
    app = await start();
    const alice = await get("/products", "shop.session_token=alice");
    expect(alice.headers.get("x-cache")).toBe("MISS");
    expect(alice.headers.get("cache-control")).toBe("private, no-cache");
    const aliceHtml = await alice.text();
    expect(aliceHtml).toContain("render 1 cookie=none");
    expect(aliceHtml).toMatch(/^<!DOCTYPE html><html data-viewer="signed-in" lang="en-IN">/);
    expect(viewerIn(aliceHtml)).toEqual(SESSIONS.alice!.user);

    const bob = await get("/products", "theme=dark; shop.session_token=bob");
    expect(bob.headers.get("x-cache")).toBe("HIT");
    expect(bob.headers.get("set-cookie")).toBe("shop.session_token=bob2; Path=/; HttpOnly");
    const bobHtml = await bob.text();
    expect(viewerIn(bobHtml)).toEqual(SESSIONS.bob!.user);
    expect(bobHtml).not.toContain("alice");

    const visitor = await (await get("/products")).text();
    expect(visitor).toContain("render 1 cookie=none");
    expect(visitor).not.toContain("data-viewer");
    expect(viewerIn(visitor)).toBeUndefined();
    expect(app.renders()).toBe(1);
  });

  it("keeps a name that looks like markup inside the data block", async () => {
    app = await start();
    const html = await (await get("/", "shop.session_token=mallory")).text();
    expect(html).not.toContain("<script>alert");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(viewerIn(html)).toEqual(SESSIONS.mallory!.user);
  });

  it("renders for the reader when the session is dead, a toast is waiting, or the request is for data", async () => {
    app = await start();
    await get("/products");
    for (const [path, cookie] of [
      ["/products", "shop.session_token=dead"],
      ["/products", "shop.session_token=alice; shop_toast=x"],
      ["/products.data", "shop.session_token=alice"],
    ] as const) {
      const response = await get(path, cookie);
      expect(response.headers.get("x-cache")).toBeNull();
      expect(await response.text()).toContain(`cookie=${cookie}`);
    }
    expect(app.renders()).toBe(4);
  });

  it("serves the public API alike to everyone, never showing it the cookies", async () => {
    app = await start();
    const first = await get("/api/products", "shop.session_token=alice; shop_toast=x");
    expect(await first.json()).toEqual({ render: 1, cookie: "none" });
    const second = await get("/api/products");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.json()).toEqual({ render: 1, cookie: "none" });
  });
});

describe("forViewer", () => {
  it("leaves anything that is not a whole page alone", () => {
    const body = Buffer.from("<p>no head here</p>");
    expect(forViewer(body, SESSIONS.alice!.user)).toBe(body);
  });
});
