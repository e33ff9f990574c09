import { createServer, type Server } from "node:http";
import { zstdDecompressSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { decodedBody, rawGet, zstdFrames } from "../../tests/support/raw-http";
import { listenOnFreePort } from "../../tests/support/listen";
import { endInPieces } from "./end-in-pieces";
import { compressibleType } from "./shop-middleware";
import { knownPart, withZstd } from "./zstd-compression";
import { repeatedBodies } from "./zstd-repeated-bodies";

/** A page shaped as the shop renders one: stylesheet, body up to the footer and a data block after it, then scripts with this answer's nonce. */
const stylesheet = Buffer.from([...Array(300).keys()].map((i) => `.card-${i}{margin:${i}px}`).join(""));
const cards = (price: string) => `<article><h2>Inverter 1100VA</h2><p>${price}</p></article>`.repeat(600);
const body = (price = "₹12,999") =>
  `<body><header><a href="/products">Products</a></header><main>${cards(price)}</main><footer><p>© 2026</p></footer><script type="application/json" id="listing-products">[["a","UPS 600VA"]]</script>`;
const page = (nonce: string, price?: string) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><style id="app-css">${stylesheet}</style><script nonce="${nonce}">h()</script></head>${body(price)}<script nonce="${nonce}">window.__reactRouterContext={}</script></body></html>`,
  );
const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd", "Sec-Fetch-Dest": "document" };

describe("repeatedBodies: a page's body kept with its frame once seen twice (decision 055)", () => {
  it("notes a body seen once, keeps it compressed when seen again, and gives that same frame after", () => {
    const find = repeatedBodies({ maxBytes: 1024 * 1024 });
    const first = page("n1");
    expect(find(first)).toBeUndefined();
    const second = find(page("n2"));
    expect(second).toBeDefined();
    // The body is cut at `<body` and just before the first script with a nonce after the footer.
    const secondPage = page("n2");
    expect(secondPage.subarray(second!.start, second!.end).toString()).toBe(body());
    expect(zstdDecompressSync(second!.frame).toString()).toBe(body());
    const third = find(page("n3"));
    expect(third!.frame).toBe(second!.frame);
  });

  it("gives no frame for a body that changed, even by a byte of the same length, until that body repeats", () => {
    const find = repeatedBodies({ maxBytes: 1024 * 1024 });
    find(page("n1"));
    const kept = find(page("n2"))!.frame;
    expect(find(page("n3", "₹12,998"))).toBeUndefined();
    const changed = find(page("n4", "₹12,998"));
    expect(changed!.frame).not.toBe(kept);
    expect(zstdDecompressSync(changed!.frame).toString()).toBe(body("₹12,998"));
    // Kept by length, the older body of the same length made way for it.
    expect(find(page("n5"))).toBeUndefined();
  });

  it("keeps at most maxBytes of bodies and frames, least recently used out", () => {
    // Room for either body and its frame, not for both.
    const find = repeatedBodies({ maxBytes: Buffer.byteLength(body("₹9,999 only")) + 4096 });
    const other = (nonce: string) => page(nonce, "₹9,999 only");
    for (const make of [page, other]) {
      find(make("a"));
      expect(find(make("b"))).toBeDefined();
    }
    expect(find(other("c"))).toBeDefined();
    expect(find(page("c"))).toBeUndefined();
  });

  it("finds nothing in a piece without a body, a footer, or a script with a nonce after the footer, nor a body under 32 KB", () => {
    const find = repeatedBodies({ maxBytes: 1024 * 1024 });
    for (const piece of [
      Buffer.from(`<!DOCTYPE html><html><head></head>${cards("₹1")}</html>`),
      Buffer.from(`<body><main>${cards("₹1")}</main><script nonce="n">x()</script></body>`),
      Buffer.from(`<body><main>${cards("₹1")}</main><footer></footer><script>x()</script></body>`),
      Buffer.from(`<body><main>${cards("₹1").slice(0, 30_000)}</main><footer></footer><script nonce="n">x()</script></body>`),
    ]) {
      find(piece);
      expect(find(piece)).toBeUndefined();
    }
  });
});

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(): Promise<string> {
  const app = express();
  const stylesheetPart = knownPart(stylesheet);
  app.use(
    withZstd(compression(), { compressible: compressibleType(), threshold: 1024, knownParts: [stylesheetPart], repeatedBodies: repeatedBodies({ maxBytes: 1024 * 1024 }) }),
  );
  let answers = 0;
  app.get("/listing", (_req, res) => void res.type("html").send(page(`nonce-${answers++}`)));
  // A signed-in page as viewer-splice.ts ends it: a mark after `<html`, the viewer's block before `</body>`.
  app.get("/signed-in", (_req, res) => {
    const whole = page(`nonce-${answers++}`);
    const html = whole.indexOf("<html") + 5;
    const end = whole.lastIndexOf("</body>");
    res.type("html");
    endInPieces(res, [whole.subarray(0, html), Buffer.from(' data-viewer="signed-in"'), whole.subarray(html, end), Buffer.from('<script type="application/json" id="shop-viewer">{"name":"Asha"}</script>'), whole.subarray(end)]);
  });
  server = createServer(app);
  return `http://127.0.0.1:${await listenOnFreePort(server, "127.0.0.1")}`;
}

describe("a browser's page with a body seen before (decision 055)", () => {
  it("is sent with the body's kept frame from the second answer on, and decodes to the page with this answer's nonce", async () => {
    const url = await start();
    const first = await rawGet(`${url}/listing`, BROWSER);
    expect(zstdFrames(first.body)).toHaveLength(3);
    const later = [await rawGet(`${url}/listing`, BROWSER), await rawGet(`${url}/listing`, BROWSER)];
    const bodyFrames = later.map((answer) => zstdFrames(answer.body));
    for (const [i, answer] of later.entries()) {
      // Head, stylesheet, the head's script, the body, the scripts.
      expect(bodyFrames[i]).toHaveLength(5);
      expect(zstdDecompressSync(bodyFrames[i]![3]!).toString()).toBe(body());
      expect(decodedBody(answer).equals(page(`nonce-${i + 1}`))).toBe(true);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    }
    expect(bodyFrames[1]![3]!.equals(bodyFrames[0]![3]!)).toBe(true);
  });

  it("is the same body for a signed-in shopper's page, their mark and block sent around it", async () => {
    const url = await start();
    await rawGet(`${url}/listing`, BROWSER);
    const answer = await rawGet(`${url}/signed-in`, BROWSER);
    const frames = zstdFrames(answer.body);
    expect(frames).toHaveLength(5);
    expect(zstdDecompressSync(frames[3]!).toString()).toBe(body());
    const decoded = decodedBody(answer).toString();
    expect(decoded).toContain('<html data-viewer="signed-in">');
    expect(decoded).toMatch(/\{"name":"Asha"\}<\/script><\/body><\/html>$/);
  });

  it("goes in one frame to a client without Fetch Metadata, however often it is seen", async () => {
    const url = await start();
    for (let i = 0; i < 3; i++) {
      const answer = await rawGet(`${url}/listing`, { "Accept-Encoding": "zstd" });
      expect(zstdFrames(answer.body)).toHaveLength(1);
      expect(zstdDecompressSync(answer.body).equals(page(`nonce-${i}`))).toBe(true);
    }
  });
});
