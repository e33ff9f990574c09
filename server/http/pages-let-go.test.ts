import { createServer, type Server } from "node:http";
import type { Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { Viewer } from "~/services/auth/session-viewers.server";
import { arrayBufferBytesAfterYoungCollection, promoteAll } from "../../tests/support/collect-garbage";
import { listenOnFreePort } from "../../tests/support/listen";
import { decodedBody, rawGet } from "../../tests/support/raw-http";
import { testShopMiddleware } from "../../tests/support/shop-middleware";

/**
 * An answer lets go of its page once sent (decision 054). Under load an answer waits long
 * enough — for the database, for its turn — that its own objects (the middlewares' state on
 * it, the arrays they collect a body in) are moved to the old generation, where they stay,
 * dead, until the next full collection. A page made at the end of the answer and still pointed
 * at from them is kept alive by every young collection, promoted with them, and freed only by
 * a full collection: at ~1,000 pages a second that was ~200 MB a second of Buffers waiting for
 * one. Here the answer's objects are moved to the old generation before its page is made, as a
 * wait does, and a young collection after it is sent must free the page.
 */
const VIEWER: Viewer = {
  user: { id: "asha", email: "asha@example.in", displayName: "Asha", photoUrl: null, isAdmin: false, emailVerified: true },
  setCookie: [],
};
const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd", "Sec-Fetch-Dest": "document" };
const SIGNED_IN = { ...BROWSER, Cookie: "shop.session_token=asha" };
const PAGE_TEXT = `<!DOCTYPE html><html lang="en-IN"><body>${"<article><h2>Inverter 1100VA</h2><p>₹12,999</p></article>".repeat(15000)}</body></html>`;
/** ~890 KB: under the 1 MB the zstd middleware compresses in one call, well above what the test's own client holds (~130 KB). */
const PAGE_BYTES = Buffer.byteLength(PAGE_TEXT);

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * The shop's middleware (zstd, the page cache) in front of a route that answers with a page of
 * its own bytes, as the renderer does, after moving everything alive to the old generation.
 */
async function start({ pageCacheSeconds, setCookie = false }: { pageCacheSeconds: number; setCookie?: boolean }) {
  const { app } = testShopMiddleware({
    pageCacheSeconds,
    pageCacheBytes: 8 * 1024 * 1024,
    viewers: async (cookie) => (cookie.includes("asha") ? VIEWER : null),
  });
  let before = 0;
  let finished = Promise.resolve();
  app.get("/products", (_req, res) => {
    promoteAll();
    before = process.memoryUsage().arrayBuffers;
    finished = new Promise((resolve) => res.on("finish", resolve));
    if (setCookie) res.cookie("seen", "1");
    const page = Buffer.allocUnsafeSlow(PAGE_BYTES);
    page.write(PAGE_TEXT);
    // React Router's adapter: the page in one write, a flush, then end.
    res.type("html").write(page);
    (res as Response & { flush?: () => void }).flush?.();
    res.end();
  });
  server = createServer(app);
  const url = `http://localhost:${await listenOnFreePort(server)}`;
  return {
    /** The answer, asked twice: the first sizes what the middleware keeps between answers (zstd's buffers). */
    get: async (headers: Record<string, string>) => {
      await rawGet(`${url}/products`, headers);
      return rawGet(`${url}/products`, headers);
    },
    /** ArrayBuffer bytes still in use after the answer, beyond those before its page was made. */
    heldAfter: async () => {
      await finished;
      const bytes = await arrayBufferBytesAfterYoungCollection({ atMost: before + PAGE_BYTES / 2 });
      return bytes - before;
    },
  };
}

describe("an answer lets go of its page once sent (decision 054)", () => {
  it("a signed-in shopper's page rendered with the page cache off, to a browser taking zstd", async () => {
    const shop = await start({ pageCacheSeconds: 0 });
    const answer = await shop.get(SIGNED_IN);
    expect(answer.headers["content-encoding"]).toBe("zstd");
    expect(decodedBody(answer).toString()).toContain('"displayName":"Asha"');
    expect(await shop.heldAfter()).toBeLessThan(PAGE_BYTES / 2);
  });

  it("a visitor's page with the page cache off, to a browser taking zstd", async () => {
    const shop = await start({ pageCacheSeconds: 0 });
    const answer = await shop.get(BROWSER);
    expect(answer.headers["content-encoding"]).toBe("zstd");
    expect(await shop.heldAfter()).toBeLessThan(PAGE_BYTES / 2);
  });

  it("a signed-in shopper's page the page cache renders and does not keep (it sets a cookie)", async () => {
    const shop = await start({ pageCacheSeconds: 60, setCookie: true });
    const answer = await shop.get(SIGNED_IN);
    expect(answer.headers["x-cache"]).toBe("MISS");
    expect(decodedBody(answer).toString()).toContain('"displayName":"Asha"');
    expect(await shop.heldAfter()).toBeLessThan(PAGE_BYTES / 2);
  });
});
