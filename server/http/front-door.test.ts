import { createServer, type Server } from "node:http";
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { decodedBody, nonceOf, rawGet as get, type RawAnswer as Answer } from "../../tests/support/raw-http";
import { testShopMiddleware } from "../../tests/support/shop-middleware";
import { listenOnFreePort } from "../../tests/support/listen";

type LogLine = Record<string, unknown> & { msg: string };

/**
 * The shop's real middleware stack and front door with two tiny pages behind the page cache,
 * listening twice: `express` answers with Express alone (today's hit path), `shop` puts the
 * front door first, as server/app.ts does, and counts what reaches Express.
 */
async function start({ trustProxy = false as string | number | boolean } = {}) {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  let catchUpDone: () => void = () => {};
  const { app, frontDoor, pageCache } = testShopMiddleware({
    logger: pino(sink),
    https: true,
    imageOrigins: ["http://images.example"],
    trustProxy,
    catchUp: () => new Promise<void>((resolve) => (catchUpDone = resolve)),
    viewers: async () => ({ user: { id: "u", email: "u@example.in", displayName: "U", photoUrl: null, isAdmin: false, emailVerified: true }, setCookie: [] }),
  });
  const filler = "<p>card</p>".repeat(300);
  app.get("/products", (_req, res) => {
    const nonce = res.locals.cspNonce;
    res.type("html").send(`<html><head><script nonce="${nonce}">1</script></head><body>${filler}<script nonce="${nonce}">2</script></body></html>`);
  });
  app.get("/api/products", (_req, res) => void res.set("Cache-Control", "public, max-age=30").json({ products: [1, 2, 3] }));
  // A client navigation's data: no nonce in it.
  app.get("/products.data", (_req, res) => void res.type("text/x-script").send(`[${'{"name":"Inverter","pricePaise":1299900},'.repeat(100)}0]`));
  app.post("/cart", (_req, res) => void res.status(204).end());
  let reachedExpress = 0;
  const servers: Server[] = [
    createServer(app),
    createServer((req, res) => frontDoor.serve(req, res) || (reachedExpress++, app(req, res))),
  ];
  const urls = await Promise.all(
    servers.map(async (server) => `http://127.0.0.1:${await listenOnFreePort(server, "127.0.0.1")}`),
  );
  return {
    express: urls[0]!,
    shop: urls[1]!,
    reachedExpress: () => reachedExpress,
    cacheBytes: () => pageCache.bytes,
    catchUpDone: () => catchUpDone(),
    requestLines: () => lines.filter((line) => line.msg === "request"),
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}

/** The answer's headers with what differs per response made comparable. */
function comparable(answer: Answer) {
  const nonce = nonceOf(answer);
  const headers: Record<string, unknown> = { ...answer.headers };
  delete headers.date;
  headers["x-request-id"] = String(headers["x-request-id"]).replace(/^[0-9a-f-]{36}$/, "<uuid>");
  headers["content-security-policy"] = String(headers["content-security-policy"]).replace(nonce, "<nonce>");
  headers["server-timing"] = String(headers["server-timing"]).replace(/\d+\.\d/g, "<ms>");
  return { status: answer.status, headers, body: decodedBody(answer).toString().replaceAll(nonce, "<nonce>") };
}

/**
 * Hits until the page's kept Brotli copy answers (sent whole, with its Content-Length): the
 * first hit that takes Brotli starts compressing it in the background, and hits until then
 * are compressed by the compression middleware as they go (decision 028).
 */
async function untilBrotli(url: string, headers: Record<string, string>): Promise<Answer> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await get(url, headers);
    if (answer.headers["content-encoding"] === "br" && answer.headers["content-length"]) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} never answered with its kept Brotli copy`);
}

describe("the front door (decision 024)", () => {
  let shop: Awaited<ReturnType<typeof start>>;
  afterEach(() => shop?.close());

  it.each([
    ["the HTML listing, no Accept-Encoding", "/products", {}],
    ["the HTML listing, a browser's gzip, br", "/products", { "Accept-Encoding": "gzip, deflate, br" }],
    ["the HTML listing, gzip only", "/products", { "Accept-Encoding": "gzip" }],
    ["the HTML listing, deflate only", "/products", { "Accept-Encoding": "deflate" }],
    ["the JSON API, under the compression threshold", "/api/products", { "Accept-Encoding": "gzip, br" }],
    ["the JSON API with a session cookie (the same for everyone)", "/api/products", { Cookie: "shop.session_token=abc" }],
  ])("answers a hit on %s exactly as Express does, without Express", async (_label, path, headers) => {
    shop = await start();
    expect((await get(shop.express + path, headers)).headers["x-cache"]).toBe("MISS");
    // Both paths then send the same kept copy, whichever encoding it is in.
    const acceptEncoding = (headers as Record<string, string>)["Accept-Encoding"] ?? "";
    if (/\bbr\b/.test(acceptEncoding) && path === "/products") await untilBrotli(shop.express + path, headers);
    const viaExpress = await get(shop.express + path, headers);
    const viaFrontDoor = await get(shop.shop + path, headers);
    expect(viaExpress.headers["x-cache"]).toBe("HIT");
    expect(shop.reachedExpress()).toBe(0);
    expect(comparable(viaFrontDoor)).toEqual(comparable(viaExpress));
    expect(viaFrontDoor.headers["strict-transport-security"]).toBeDefined();
    expect(viaFrontDoor.headers["server-timing"]).toMatch(/^cache;desc=hit, db;dur=0\.0;desc="0 queries", app;dur=/);
  });

  it("compresses a browser's hit on a copy first rendered for a signed-in shopper, as Express does", async () => {
    shop = await start();
    const browser = { "Accept-Encoding": "gzip, deflate, br" };
    expect((await get(shop.express + "/products", { ...browser, Cookie: "shop.session_token=abc" })).headers["x-cache"]).toBe("MISS");
    const viaExpress = await untilBrotli(shop.express + "/products", browser);
    const viaFrontDoor = await get(shop.shop + "/products", browser);
    expect(shop.reachedExpress()).toBe(0);
    expect(viaFrontDoor.headers["content-encoding"]).toBe("br");
    expect(comparable(viaFrontDoor)).toEqual(comparable(viaExpress));
  });

  it("sends a client without Brotli the page's kept gzip copy: compressed at the first such hit, counted in the cache, spliced per hit", async () => {
    shop = await start();
    await get(shop.shop + "/products");
    const plainBytes = shop.cacheBytes();
    const gzipOnly = { "Accept-Encoding": "gzip, deflate" };
    const first = await get(shop.shop + "/products", gzipOnly);
    const grown = shop.cacheBytes();
    const second = await get(shop.shop + "/products", gzipOnly);
    expect(shop.reachedExpress()).toBe(1);
    expect(grown).toBeGreaterThan(plainBytes);
    expect(shop.cacheBytes()).toBe(grown);
    for (const answer of [first, second]) {
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(answer.headers["vary"]).toBe("Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(decodedBody(answer).toString().match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonceOf(answer)}"`, `nonce="${nonceOf(answer)}"`]);
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    // Smaller than the page, as the middleware's gzip would be.
    expect(first.body.length).toBeLessThan(decodedBody(first).toString().length / 5);
  });

  it("sends a browser the page's kept Brotli copy once made (compressed per hit until then, no gzip copy), counted in the cache, spliced per hit", async () => {
    shop = await start();
    await get(shop.shop + "/products");
    const plainBytes = shop.cacheBytes();
    const browser = { "Accept-Encoding": "gzip, deflate, br, zstd" };
    const meanwhile = await get(shop.shop + "/products", browser);
    // Compressed for this hit: zstd, the browser's first choice, in one call (decision 038).
    expect(meanwhile.headers["content-encoding"]).toBe("zstd");
    const first = await untilBrotli(shop.shop + "/products", browser);
    const second = await get(shop.shop + "/products", browser);
    expect(shop.reachedExpress()).toBe(1);
    const withBrotli = shop.cacheBytes();
    expect(withBrotli).toBeGreaterThan(plainBytes);
    // No gzip copy was made for the browser: the first client without Brotli makes it.
    expect((await get(shop.shop + "/products", { "Accept-Encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
    expect(shop.cacheBytes()).toBeGreaterThan(withBrotli);
    for (const answer of [first, second]) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["vary"]).toBe("Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(comparable(answer).body).toBe(comparable(meanwhile).body);
      expect(decodedBody(answer).toString().match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonceOf(answer)}"`, `nonce="${nonceOf(answer)}"`]);
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.body.length).toBeLessThan(decodedBody(first).toString().length / 5);
  });

  it("sends a data request's hit (no nonce in it) as its kept Brotli or gzip copy, compressed once", async () => {
    shop = await start();
    const plain = await get(shop.shop + "/products.data");
    expect(plain.headers["x-cache"]).toBe("MISS");
    const browser = await untilBrotli(shop.shop + "/products.data", { "Accept-Encoding": "gzip, deflate, br" });
    const gzip = await get(shop.shop + "/products.data", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    for (const answer of [browser, gzip]) {
      expect(answer.headers["x-cache"]).toBe("HIT");
      expect(answer.headers["vary"]).toBe("Accept-Encoding");
      expect(decodedBody(answer).toString()).toBe(plain.body.toString());
    }
    expect(browser.body.length).toBeLessThan(plain.body.length / 10);
    expect(shop.reachedExpress()).toBe(1);
  });

  it("gives every hit its own nonce, the one its CSP names and its body carries, compressed or not", async () => {
    shop = await start();
    await get(shop.shop + "/products");
    const nonces = new Set<string>();
    const encodings: Record<string, string>[] = [{}, {}, { "Accept-Encoding": "br" }, { "Accept-Encoding": "gzip" }];
    for (const headers of encodings) {
      const answer = await get(shop.shop + "/products", headers);
      const nonce = nonceOf(answer);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(decodedBody(answer).toString().match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
    expect(shop.reachedExpress()).toBe(1);
  });

  it("keeps a well-formed incoming request id, replaces a bad one, and logs the same line as Express", async () => {
    shop = await start({ trustProxy: 1 });
    const forwarded = { "X-Forwarded-For": "203.0.113.7" };
    await get(shop.express + "/products?page=2", forwarded);
    await get(shop.express + "/products?page=2", { ...forwarded, "X-Request-Id": "proxy-id-123" });
    const kept = await get(shop.shop + "/products?page=2", { ...forwarded, "X-Request-Id": "proxy-id-456" });
    const replaced = await get(shop.shop + "/products?page=2", { "X-Request-Id": "bad id <script>" });
    expect(shop.reachedExpress()).toBe(0);
    expect(kept.headers["x-request-id"]).toBe("proxy-id-456");
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await expect.poll(() => shop.requestLines().length).toBe(4);
    const [, expressHit, doorHit, unforwarded] = shop.requestLines();
    const fields = (line: LogLine) => ({ ...line, time: 0, ms: typeof line.ms, bytes: typeof line.bytes });
    expect(fields(doorHit!)).toEqual({ ...fields(expressHit!), requestId: "proxy-id-456", bytes: "number" });
    expect(doorHit).toMatchObject({ path: "/products?page=2", status: 200, method: "GET", ip: "203.0.113.7" });
    expect(unforwarded).toMatchObject({ ip: "127.0.0.1", requestId: replaced.headers["x-request-id"] });
  });

  it("leaves misses, HEAD, signed-in pages and requests during a catalogue catch-up to Express", async () => {
    shop = await start();
    await get(shop.shop + "/products");
    expect(shop.reachedExpress()).toBe(1);
    await get(shop.shop + "/products", {}, "HEAD");
    expect(shop.reachedExpress()).toBe(2);
    const signedIn = await get(shop.shop + "/products", { Cookie: "shop.session_token=abc" });
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    expect(shop.reachedExpress()).toBe(3);

    // A signed-in write: reads wait for every catalogue change to be heard.
    expect((await get(shop.shop + "/cart", { Cookie: "shop.session_token=abc" }, "POST")).status).toBe(204);
    const waiting = get(shop.shop + "/products");
    await expect.poll(() => shop.reachedExpress()).toBe(5);
    shop.catchUpDone();
    expect((await waiting).headers["x-cache"]).toBe("HIT");
    await get(shop.shop + "/products");
    expect(shop.reachedExpress()).toBe(5);
  });
});
