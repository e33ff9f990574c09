import { createServer, type Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { ShopUser } from "~/domain/auth/shop-user";
import type { Viewer } from "~/services/auth/session-viewers.server";
import { decodedBody as decoded, nonceOf, rawGet, type RawAnswer as Answer } from "../../tests/support/raw-http";
import { createPageCache } from "./page-cache";
import { joined, takePieces } from "./end-in-pieces";
import { viewerPieces } from "./viewer-splice";
import { listenOnFreePort } from "../../tests/support/listen";
import { testShopMiddleware } from "../../tests/support/shop-middleware";

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

/**
 * In front of the cache, as the zstd middleware is: an `end` of its own, and a taker of a body
 * in pieces (`takePieces`, decision 051) that notes how many pieces it got.
 */
function piecesTaker(taken: number[]): express.RequestHandler {
  return (_req, res, next) => {
    const end = res.end as (this: express.Response, ...args: unknown[]) => express.Response;
    res.end = function (this: express.Response, ...args: unknown[]) {
      return end.apply(this, args);
    } as express.Response["end"];
    takePieces(res, (pieces) => {
      taken.push(pieces.length);
      end.call(res, joined(pieces));
    });
    next();
  };
}

/** A tiny shop whose pages show which Cookie header they were rendered with (and set one when asked: `?cookie`, never kept). */
async function start({ ttlSeconds = 10, front }: { ttlSeconds?: number; front?: express.RequestHandler } = {}) {
  let renders = 0;
  const cache = createPageCache({
    ttlSeconds,
    viewers: async (cookie) => SESSIONS[/shop\.session_token=(\w+)/.exec(cookie)?.[1] ?? ""] ?? null,
  });
  const app = express();
  if (front) app.use(front);
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${renders}xxxxxxxx`;
    next();
  });
  app.use(cache.middleware);
  const page = (req: express.Request) =>
    `<!DOCTYPE html><html lang="en-IN"><head><title>t</title></head><body>render ${++renders} cookie=${req.headers.cookie ?? "none"}</body></html>`;
  app.get(["/", "/products", "/products.data"], (req, res) => {
    if (req.query.cookie !== undefined) res.cookie("seen", "1");
    res.type("html").send(page(req));
  });
  app.get("/api/products", (req, res) => void res.json({ render: ++renders, cookie: req.headers.cookie ?? "none" }));
  const server: Server = createServer(app);
  const url = `http://localhost:${await listenOnFreePort(server)}`;
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

  it("with nothing kept (TTL 0), renders the visitor's page for each signed-in request and splices in its viewer", async () => {
    app = await start({ ttlSeconds: 0 });
    for (const [token, render] of [["alice", 1], ["bob", 2]] as const) {
      const response = await get("/products", `shop.session_token=${token}`);
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      const html = await response.text();
      expect(html).toContain(`render ${render} cookie=none`);
      expect(html).toMatch(/^<!DOCTYPE html><html data-viewer="signed-in" lang="en-IN">/);
      expect(viewerIn(html)).toEqual(SESSIONS[token]!.user);
    }
    expect((await get("/products", "shop.session_token=bob")).headers.get("set-cookie")).toBe("shop.session_token=bob2; Path=/; HttpOnly");
    // Everything else is rendered for its reader as before, and nothing is served twice.
    const visitor = await (await get("/products")).text();
    expect(visitor).toContain("render 4 cookie=none");
    expect(viewerIn(visitor)).toBeUndefined();
    const dead = await (await get("/products", "shop.session_token=dead")).text();
    expect(dead).toContain("render 5 cookie=shop.session_token=dead");
    const data = await (await get("/products.data", "shop.session_token=alice")).text();
    expect(data).toContain("render 6 cookie=shop.session_token=alice");
  });

  it("hands a signed-in page not kept to what is in front in its five pieces, as the zstd middleware takes them (decision 051)", async () => {
    for (const [ttlSeconds, path] of [[0, "/products"], [10, "/products?cookie"]] as const) {
      const taken: number[] = [];
      app = await start({ ttlSeconds, front: piecesTaker(taken) });
      const html = await (await get(path, "shop.session_token=alice")).text();
      expect(html).toMatch(/^<!DOCTYPE html><html data-viewer="signed-in" lang="en-IN">/);
      expect(viewerIn(html)).toEqual(SESSIONS.alice!.user);
      // Joined instead when the cache puts back a bound copy of `end`, not the one in front's own.
      expect(taken).toEqual([5]);
      await app.close();
    }
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

describe("viewerPieces", () => {
  it("leaves anything that is not a whole page alone", () => {
    const body = Buffer.from("<p>no head here</p>");
    expect(joined(viewerPieces(body, SESSIONS.alice!.user))).toBe(body);
  });
});

/** The shop's real middleware stack (security nonce, compression, page cache) over one page with nonces. */
async function startShop() {
  let renders = 0;
  const { app, frontDoor, pageCache } = testShopMiddleware({
    pageCacheBytes: 4 * 1024 * 1024,
    viewers: async (cookie) => SESSIONS[/shop\.session_token=(\w+)/.exec(cookie)?.[1] ?? ""] ?? null,
  });
  const cards = Array.from({ length: 200 }, (_, i) => `<article class="card"><h2>Inverter ${i}</h2><p>₹${(i * 7919) % 99999}</p></article>`).join("");
  app.get("/products", (_req, res) => {
    const nonce = res.locals.cspNonce;
    renders += 1;
    res.type("html").send(`<!DOCTYPE html><html lang="en-IN"><head><script nonce="${nonce}">1</script></head><body>${cards}<script nonce="${nonce}">2</script></body></html>`);
  });
  const server: Server = createServer((req, res) => frontDoor.serve(req, res) || app(req, res));
  const port = await listenOnFreePort(server, "127.0.0.1");
  return {
    url: `http://127.0.0.1:${port}`,
    renders: () => renders,
    cacheBytes: () => pageCache.bytes,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** What the shopper must read: the visitor's page with this response's nonce, made theirs by `viewerPieces`. */
function expectedFor(visitor: Answer, answer: Answer, viewer: Viewer): Buffer {
  const page = decoded(visitor).toString().replaceAll(nonceOf(visitor), nonceOf(answer));
  return joined(viewerPieces(Buffer.from(page), viewer.user));
}

describe("a signed-in shopper's copy of a shared page (decision 029)", () => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  afterEach(() => shop?.close());

  it("goes out from the kept gzip and Brotli copies of the page marked for viewers, each shopper's block last", async () => {
    shop = await startShop();
    await rawGet(`${shop.url}/products`, {});
    // A visitor's hit writes its nonce into the kept page's first copy: the viewer's copy must not start from that.
    const visitor = await rawGet(`${shop.url}/products`, {});
    expect(visitor.headers["x-cache"]).toBe("HIT");
    const gzip = await rawGet(`${shop.url}/products`, { "Accept-Encoding": "gzip", Cookie: "shop.session_token=alice" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["x-cache"]).toBe("HIT");
    expect(gzip.headers["cache-control"]).toBe("private, no-cache");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(decoded(gzip)).toEqual(expectedFor(visitor, gzip, SESSIONS.alice!));
    expect(decoded(gzip).toString()).toMatch(/<script type="application\/json" id="shop-viewer">\{[^<]*"Alice"[^<]*\}<\/script><\/body><\/html>$/);

    const browser = { "Accept-Encoding": "gzip, deflate, br, zstd", Cookie: "shop.session_token=bob" };
    let brotli: Answer | undefined;
    for (let attempt = 0; attempt < 100 && !brotli; attempt++) {
      const answer = await rawGet(`${shop.url}/products`, browser);
      // Until the kept copy is made, the compression middleware compresses as it goes (no Content-Length).
      expect(decoded(answer)).toEqual(expectedFor(visitor, answer, SESSIONS.bob!));
      if (answer.headers["content-encoding"] === "br" && answer.headers["content-length"]) brotli = answer;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(brotli, "the kept Brotli copy never answered").toBeDefined();
    expect(Number(brotli!.headers["content-length"])).toBe(brotli!.body.length);
    expect(brotli!.headers["set-cookie"]).toEqual(["shop.session_token=bob2; Path=/; HttpOnly"]);
    const again = await rawGet(`${shop.url}/products`, { ...browser, Cookie: "shop.session_token=alice" });
    expect(nonceOf(again)).not.toBe(nonceOf(brotli!));
    expect(decoded(again)).toEqual(expectedFor(visitor, again, SESSIONS.alice!));
    expect(again.body.length).toBeLessThan(decoded(again).length / 4);
    expect(shop.renders()).toBe(1);
  });

  it("answers a miss from the copy it keeps, and a visitor never gets a viewer's mark or block", async () => {
    shop = await startShop();
    const first = await rawGet(`${shop.url}/products`, { "Accept-Encoding": "gzip", Cookie: "shop.session_token=alice" });
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["content-encoding"]).toBe("gzip");
    const visitor = await rawGet(`${shop.url}/products`, { "Accept-Encoding": "gzip" });
    expect(visitor.headers["x-cache"]).toBe("HIT");
    expect(decoded(first)).toEqual(expectedFor(visitor, first, SESSIONS.alice!));
    expect(decoded(visitor).toString()).not.toMatch(/data-viewer|shop-viewer/);
    const plain = await rawGet(`${shop.url}/products`, { Cookie: "shop.session_token=bob" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(plain.body).toEqual(expectedFor(visitor, plain, SESSIONS.bob!));
    expect(shop.renders()).toBe(1);
  });

  it("sends a client that takes no compression the visitor's copy cut around the mark and the block, keeping nothing more", async () => {
    shop = await startShop();
    const visitor = await rawGet(`${shop.url}/products`, {});
    const keptBytes = shop.cacheBytes();
    const plain = await rawGet(`${shop.url}/products`, { Cookie: "shop.session_token=alice" });
    expect(plain.body).toEqual(expectedFor(visitor, plain, SESSIONS.alice!));
    expect(shop.cacheBytes()).toBe(keptBytes);
    // The page marked for viewers is made for the first that takes compression.
    await rawGet(`${shop.url}/products`, { "Accept-Encoding": "gzip", Cookie: "shop.session_token=alice" });
    expect(shop.cacheBytes()).toBeGreaterThan(keptBytes + visitor.body.length);
  });
});
