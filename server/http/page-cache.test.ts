import { createServer, type Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageCache } from "./page-cache";
import { rawRequest } from "../../tests/support/raw-http";
import { listenOnFreePort } from "../../tests/support/listen";

/**
 * A tiny app: each render embeds the response's nonce and counts itself. Its clock is the
 * test's to move, and `hold()` keeps renders waiting until the test lets them finish.
 */
async function start(ttlSeconds = 10, maxBytes?: number, options: Pick<Parameters<typeof createPageCache>[0], "viewers" | "coalesceWaitMs"> = {}) {
  let renders = 0;
  let arrived = 0;
  let nonceCounter = 0;
  let clock = 1_000_000;
  let gate: Promise<void> = Promise.resolve();
  const cache = createPageCache({ ttlSeconds, maxBytes, now: () => clock, ...options });
  const app = express();
  app.use((_req, res, next) => {
    arrived += 1;
    res.locals.cspNonce = `nonce${++nonceCounter}xxxxxxxx`;
    next();
  });
  app.use(cache.middleware);
  app.get(["/products", "/products/:id"], async (req, res) => {
    renders += 1;
    await gate;
    if (req.query.cookie) res.setHeader("Set-Cookie", "a=b");
    if (req.query.missing) return void res.status(404).send("missing");
    res.type("html").send(`<script nonce="${res.locals.cspNonce}">render ${renders}</script>`);
  });
  app.post(["/sign-in", "/logout"], (_req, res) => void res.status(Number(_req.query.status ?? 302)).end());
  const server: Server = createServer(app);
  const url = `http://localhost:${await listenOnFreePort(server)}`;
  return {
    url,
    cache,
    renders: () => renders,
    arrived: () => arrived,
    advance: (ms: number) => void (clock += ms),
    /** Renders wait until the returned function is called. */
    hold: () => {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("page cache", () => {
  let app: Awaited<ReturnType<typeof start>>;
  afterEach(() => app?.close());
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers });

  it("renders once, then serves the copy with this response's own nonce", async () => {
    app = await start();
    const first = await get("/products");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(await first.text()).toBe('<script nonce="nonce1xxxxxxxx">render 1</script>');
    const second = await get("/products");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe('<script nonce="nonce2xxxxxxxx">render 1</script>');
    expect(app.renders()).toBe(1);
  });

  it("never serves or stores pages for signed-in shoppers or pending toasts", async () => {
    app = await start();
    await get("/products");
    for (const cookie of ["shop.session_token=abc", "__Secure-shop.session_token=abc", "theme=dark; shop_toast=xyz"]) {
      const response = await get("/products", { Cookie: cookie });
      expect(response.headers.get("x-cache")).toBeNull();
    }
    expect(app.renders()).toBe(4);
  });

  it("does not keep responses that set cookies or are not 200", async () => {
    app = await start();
    await get("/products?cookie=1");
    expect((await get("/products?cookie=1")).headers.get("x-cache")).toBe("MISS");
    await get("/products?missing=1");
    expect((await get("/products?missing=1")).headers.get("x-cache")).toBe("MISS");
  });

  it("only caches the public catalogue paths", async () => {
    app = await start();
    const other = await get("/products/not-a-uuid");
    expect(other.headers.get("x-cache")).toBeNull();
  });

  it("keeps its pages after writes that change no catalogue data: anyone may sign out", async () => {
    app = await start();
    await get("/products");
    await fetch(`${app.url}/logout`, { method: "POST", redirect: "manual" });
    await fetch(`${app.url}/sign-in?status=401`, { method: "POST" });
    expect((await get("/products")).headers.get("x-cache")).toBe("HIT");
  });

  it("drops a changed product's own pages and every listing, and keeps other products' pages", async () => {
    app = await start();
    const changed = "11111111-1111-4111-8111-111111111111";
    const other = "22222222-2222-4222-8222-222222222222";
    for (const path of ["/products", `/products/${changed}`, `/products/${other}`]) await get(path);
    app.cache.invalidate({ ids: [changed], membership: false });
    expect((await get(`/products/${other}`)).headers.get("x-cache")).toBe("HIT");
    expect((await get(`/products/${changed}`)).headers.get("x-cache")).toBe("MISS");
    expect((await get("/products")).headers.get("x-cache")).toBe("MISS");
    app.cache.invalidate("all");
    expect((await get(`/products/${other}`)).headers.get("x-cache")).toBe("MISS");
  });

  it("does not keep a page whose render was under way when a change touching it was heard", async () => {
    app = await start();
    const changed = "11111111-1111-4111-8111-111111111111";
    const other = "22222222-2222-4222-8222-222222222222";
    const release = app.hold();
    // Three renders under way (each has read its data, say); then the change is heard.
    const inFlight = ["/products", `/products/${changed}`, `/products/${other}`].map((path) => get(path));
    await vi.waitFor(() => expect(app.renders()).toBe(3));
    app.cache.invalidate({ ids: [changed], membership: false });
    release();
    for (const response of await Promise.all(inFlight)) expect(response.headers.get("x-cache")).toBe("MISS");
    // The changed product's page and the listing are rendered again; the other product's was kept.
    expect((await get(`/products/${changed}`)).headers.get("x-cache")).toBe("MISS");
    expect((await get("/products")).headers.get("x-cache")).toBe("MISS");
    expect((await get(`/products/${other}`)).headers.get("x-cache")).toBe("HIT");
    // Kept once rendered after the change.
    expect((await get(`/products/${changed}`)).headers.get("x-cache")).toBe("HIT");

    const releaseAgain = app.hold();
    const later = get(`/products/${other}?page=2`);
    await vi.waitFor(() => expect(app.renders()).toBe(6));
    app.cache.invalidate("all");
    releaseAgain();
    await later;
    expect((await get(`/products/${other}?page=2`)).headers.get("x-cache")).toBe("MISS");
  });

  it("keeps neither of two renders of one page under way when a change is heard", async () => {
    // A signed-in shopper who waited past coalesceWaitMs for a twin renders the page again.
    const alice = { user: { id: "alice", email: "alice@example.in", displayName: "Alice", photoUrl: null, isAdmin: false, emailVerified: true }, setCookie: [] };
    app = await start(10, undefined, { viewers: async () => alice, coalesceWaitMs: 20 });
    const changed = "11111111-1111-4111-8111-111111111111";
    const release = app.hold();
    const visitor = get(`/products/${changed}`);
    await vi.waitFor(() => expect(app.renders()).toBe(1));
    const shopper = get(`/products/${changed}`, { cookie: "shop.session_token=alice" });
    await vi.waitFor(() => expect(app.renders()).toBe(2));
    app.cache.invalidate({ ids: [changed], membership: false });
    release();
    await Promise.all([visitor, shopper]);
    expect((await get(`/products/${changed}`)).headers.get("x-cache")).toBe("MISS");
  });

  it("holds no more bytes than its budget, dropping the least recently used page first", async () => {
    app = await start(10, 200);
    const ids = ["a", "b", "c", "d"].map((c) => `${c.repeat(8)}-1111-4111-8111-111111111111`);
    for (const id of ids) await get(`/products/${id}`);
    expect(app.cache.bytes).toBeLessThanOrEqual(200);
    expect(app.cache.size).toBeLessThan(4);
    expect((await get(`/products/${ids[3]}`)).headers.get("x-cache")).toBe("HIT");
    expect((await get(`/products/${ids[0]}`)).headers.get("x-cache")).toBe("MISS");
  });

  it("counts the copies a page is sent from in its budget, dropping other pages for them", async () => {
    app = await start(10, 250);
    const [older, busy] = ["a", "b"].map((c) => `/products/${c.repeat(8)}-1111-4111-8111-111111111111`) as [string, string];
    for (const path of [older, busy]) await get(path);
    expect(app.cache.size).toBe(2);
    // Three hits on their way out at once, as the front door sends them: each needs a copy with its own nonce.
    const copy = app.cache.freshSharedCopy("GET", busy, undefined)!;
    const taken = ["nonce7xxxxxxxx", "nonce8xxxxxxxx", "nonce9xxxxxxxx"].map((nonce) => app.cache.bodyFor(copy, nonce, undefined));
    expect(taken.map(({ body }) => body.toString())).toEqual([7, 8, 9].map((n) => `<script nonce="nonce${n}xxxxxxxx">render 2</script>`));
    expect(app.cache.bytes).toBeLessThanOrEqual(250);
    expect(app.cache.size).toBe(1);
    expect((await get(busy)).headers.get("x-cache")).toBe("HIT");
    expect((await get(older)).headers.get("x-cache")).toBe("MISS");
  });

  it("renders a page once however many ask for it at the same moment", async () => {
    app = await start(10);
    const release = app.hold();
    const pending = Promise.all(Array.from({ length: 20 }, () => get("/products")));
    await vi.waitFor(() => expect(app.arrived()).toBe(20));
    release();
    const responses = await pending;
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(app.renders()).toBe(1);
    expect(new Set(bodies.map((b) => b.replace(/nonce\d+/, "")))).toEqual(new Set(['<script nonce="xxxxxxxx">render 1</script>']));
  });

  it("serves the old copy while one request renders the new one", async () => {
    app = await start(10);
    await get("/products");
    app.advance(10_001);
    const release = app.hold();
    const refreshing = get("/products");
    await vi.waitFor(() => expect(app.renders()).toBe(2));
    const stale = await get("/products");
    release();
    expect((await refreshing).headers.get("x-cache")).toBe("MISS");
    expect(stale.headers.get("x-cache")).toBe("STALE");
    expect(await stale.text()).toContain("render 1");
    expect(await (await refreshing).text()).toContain("render 2");
  });

  it("is off with a TTL of 0", async () => {
    app = await start(0);
    await get("/products");
    expect((await get("/products")).headers.get("x-cache")).toBeNull();
    expect(app.renders()).toBe(2);
  });

  it("does not keep others waiting on a render whose client left before it began", async () => {
    // The first request waits at an earlier middleware's await while its client hangs up; its
    // "close" has passed when the cache sees it, and React Router writes nothing for it.
    const cache = createPageCache({ ttlSeconds: 10, coalesceWaitMs: 60_000 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const atGate: string[] = [];
    const shop = express();
    shop.use(async (req, res, next) => {
      res.locals.cspNonce = "noncexxxxxxxxxxx";
      if (atGate.length === 0) {
        atGate.push("waiting");
        res.once("close", () => atGate.push("closed"));
        await gate;
      }
      next();
    });
    shop.use(cache.middleware);
    shop.get("/products", (_req, res) => void (res.destroyed || res.type("html").send("<p>the listing</p>")));
    const server = createServer(shop);
    const url = `http://127.0.0.1:${await listenOnFreePort(server, "127.0.0.1")}`;
    try {
      const early = rawRequest(`${url}/products`, {});
      await vi.waitFor(() => expect(atGate).toEqual(["waiting"]));
      early.leave();
      await vi.waitFor(() => expect(atGate).toEqual(["waiting", "closed"]));
      release();
      const answer = await fetch(`${url}/products`);
      expect(answer.headers.get("x-cache")).toBe("MISS");
      expect(await answer.text()).toBe("<p>the listing</p>");
      expect((await fetch(`${url}/products`)).headers.get("x-cache")).toBe("HIT");
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
