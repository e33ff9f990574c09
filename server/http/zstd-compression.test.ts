import { createHook } from "node:async_hooks";
import { createServer, request, type Server } from "node:http";
import { createZstdDecompress, zstdDecompressSync } from "node:zlib";
import compression from "compression";
import express, { type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { decodedBody, rawGet, zstdFrames, zstdFrameStatesSize, type RawAnswer } from "../../tests/support/raw-http";
import { listenOnFreePort } from "../../tests/support/listen";
import { endInPieces } from "./end-in-pieces";
import { compressibleType } from "./shop-middleware";
import { knownPart, takesZstd, withZstd, type KnownPart } from "./zstd-compression";

const CHROME = "gzip, deflate, br, zstd";
const page = Buffer.from(`<!DOCTYPE html><html><body>${"<article><h2>Inverter 1100VA</h2><p>₹12,999</p></article>".repeat(400)}</body></html>`);

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A page's inline stylesheet, and pages that hold it (decision 042). */
const stylesheet = Buffer.from(`.btn{display:inline-flex}${[...Array(300).keys()].map((i) => `.card-${i}{margin:${i}px}`).join("")}`);
const styled = (css: Buffer) => Buffer.concat([Buffer.from('<!DOCTYPE html><html><head><style id="app-css">'), css, Buffer.from("</style></head>"), page.subarray(15)]);
const styledPage = styled(stylesheet);
const BROWSER = { "Accept-Encoding": CHROME, "Sec-Fetch-Dest": "document" };
const SPLICED = Buffer.from('<script type="application/json" id="viewer">{"name":"Asha"}</script>');
const piecesOfStyledPage = [styledPage.subarray(0, 10), SPLICED, styledPage.subarray(10, styledPage.length - 20), styledPage.subarray(styledPage.length - 20)];
const styledPageSpliced = Buffer.concat(piecesOfStyledPage);

/** The middleware as shop-middleware.ts sets it up, in front of a few answers shaped like the shop's. */
async function start(knownParts?: KnownPart[]): Promise<string> {
  const app = express();
  app.use(
    withZstd(compression({ brotli: { params: {} } }), { compressible: compressibleType(), threshold: 1024, knownParts }),
  );
  app.get("/styled", (_req, res) => {
    res.type("html");
    res.write(styledPage);
    (res as Response & { flush: () => void }).flush();
    res.end();
  });
  app.get("/styled-send", (_req, res) => void res.type("html").send(styledPage));
  // The lead of the stylesheet, then other rules: not the known part.
  app.get("/restyled", (_req, res) => void res.type("html").send(styled(Buffer.concat([stylesheet.subarray(0, 100), Buffer.from(".x{}"), stylesheet.subarray(100)]))));
  // React Router's adapter: the page in one write, a flush, then end.
  app.get("/page", (_req, res) => {
    res.type("html");
    res.write(page);
    (res as Response & { flush: () => void }).flush();
    res.end();
  });
  app.get("/json", (_req, res) => void res.json({ products: Array.from({ length: 100 }, (_, i) => ({ id: i, name: "UPS 600VA" })) }));
  app.get("/small", (_req, res) => void res.type("html").send("<p>hi</p>"));
  app.get("/image", (_req, res) => void res.type("png").send(page));
  app.get("/no-transform", (_req, res) => void res.set("Cache-Control", "no-transform").type("html").send(page));
  // A streamed answer (the orders CSV): rows written over several turns, each flushed.
  app.get("/stream", (_req, res) => {
    res.type("text/csv");
    res.write("first row\n");
    (res as Response & { flush: () => void }).flush();
    const rest = setInterval(() => {
      if (res.writableEnded || res.destroyed) return clearInterval(rest);
      if (streamMayEnd) {
        clearInterval(rest);
        res.end("last row\n");
      }
    }, 5);
  });
  // A signed-in page as viewer-splice.ts ends it: cut around what is spliced in, the stylesheet inside a piece.
  app.get("/styled-pieces", (_req, res) => {
    res.type("html");
    endInPieces(res, piecesOfStyledPage);
  });
  // The same with a wrapper on `res.end` put on after the middleware's (one that sees the body).
  app.get("/styled-pieces-seen", (_req, res) => {
    res.type("html");
    const end = res.end.bind(res) as (chunk: Buffer) => Response;
    res.end = ((chunk: Buffer) => {
      seenBodies.push(chunk);
      return end(chunk);
    }) as Response["end"];
    endInPieces(res, piecesOfStyledPage);
  });
  app.get("/large", (_req, res) => {
    res.type("html");
    for (let i = 0; i < 6; i++) res.write(Buffer.alloc(200_000, `piece ${i} `));
    res.end();
  });
  server = createServer(app);
  return `http://127.0.0.1:${await listenOnFreePort(server, "127.0.0.1")}`;
}
let streamMayEnd = false;
const seenBodies: Buffer[] = [];

describe("zstd for answers compressed as they are sent", () => {
  it("gives a browser that takes zstd a rendered page compressed in one call, not a stream per answer", async () => {
    const url = await start();
    const answer = await rawGet(`${url}/page`, { "Accept-Encoding": CHROME });
    expect(answer.headers["content-encoding"]).toBe("zstd");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(decodedBody(answer).equals(page)).toBe(true);
    // The adapter's flush after the write did not start a stream: the frame states the page's size.
    expect(zstdFrameStatesSize(answer.body)).toBe(true);
    expect(answer.body.length).toBeLessThan(page.length / 10);
  });

  it("sends an answer ended at once (res.send, res.json) with its compressed length", async () => {
    const url = await start();
    const answer = await rawGet(`${url}/json`, { "Accept-Encoding": CHROME });
    expect(answer.headers["content-encoding"]).toBe("zstd");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(JSON.parse(decodedBody(answer).toString()).products).toHaveLength(100);
  });

  it("leaves the others to the compression middleware: Brotli, gzip, or zstd when it is not the client's first choice", async () => {
    const url = await start();
    for (const [acceptEncoding, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["zstd;q=0.5, br", "br"],
      ["zstd", "zstd"],
      ["identity", undefined],
    ] as const) {
      const answer = await rawGet(`${url}/page`, { "Accept-Encoding": acceptEncoding });
      expect(answer.headers["content-encoding"], acceptEncoding).toBe(expected);
      expect(decodedBody(answer).equals(page), acceptEncoding).toBe(true);
    }
  });

  it("does not compress what the compression middleware would not: small, not compressible, no-transform, HEAD", async () => {
    const url = await start();
    const small = await rawGet(`${url}/small`, { "Accept-Encoding": CHROME });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers.vary).toBe("Accept-Encoding");
    expect(small.body.toString()).toBe("<p>hi</p>");
    const image = await rawGet(`${url}/image`, { "Accept-Encoding": CHROME });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.equals(page)).toBe(true);
    const noTransform = await rawGet(`${url}/no-transform`, { "Accept-Encoding": CHROME });
    expect(noTransform.headers["content-encoding"]).toBeUndefined();
    expect(noTransform.body.equals(page)).toBe(true);
    const head = await rawGet(`${url}/page`, { "Accept-Encoding": CHROME }, "HEAD");
    expect(head.headers["content-encoding"]).not.toBe("zstd");
    expect(head.body.length).toBe(0);
  });

  it("streams an answer written over time: a flushed row reaches the client before the answer ends", async () => {
    const url = await start();
    streamMayEnd = false;
    const text = await new Promise<string>((resolve, reject) => {
      const req = request(`${url}/stream`, { headers: { "Accept-Encoding": CHROME } }, (res) => {
        expect(res.headers["content-encoding"]).toBe("zstd");
        let decoded = "";
        const decoder = res.pipe(createZstdDecompress());
        decoder.on("data", (chunk: Buffer) => {
          decoded += chunk.toString();
          // Only once the first row has arrived may the server end the answer.
          if (decoded === "first row\n") streamMayEnd = true;
        });
        decoder.on("end", () => resolve(decoded));
        decoder.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });
    expect(text).toBe("first row\nlast row\n");
  });

  it("streams a body written in several large pieces and decodes to all of it", async () => {
    const url = await start();
    const answer = await rawGet(`${url}/large`, { "Accept-Encoding": CHROME });
    expect(answer.headers["content-encoding"]).toBe("zstd");
    const decoded = decodedBody(answer);
    expect(decoded.length).toBe(1_200_000);
    expect(decoded.subarray(1_000_000, 1_000_008).toString()).toBe("piece 5 ");
  });
});

describe("a known part in its own zstd frame (decision 042)", () => {
  const part = knownPart(stylesheet);

  it("sends a browser's page as three frames: the bytes before the stylesheet, its frame made once, the bytes after", async () => {
    const url = await start([part]);
    for (const path of ["/styled", "/styled-send"]) {
      const answers = [await rawGet(`${url}${path}`, BROWSER), await rawGet(`${url}${path}`, BROWSER)];
      for (const answer of answers) {
        expect(answer.headers).toMatchObject({ "content-encoding": "zstd", vary: "Accept-Encoding, Sec-Fetch-Dest" });
        const frames = zstdFrames(answer.body);
        expect(frames, path).toHaveLength(3);
        expect(zstdDecompressSync(frames[1]!).equals(stylesheet)).toBe(true);
        expect(decodedBody(answer).equals(styledPage), path).toBe(true);
        // The stylesheet's frame is the part's own, made once (level 19), in every answer.
        expect(frames[1]!.equals(part.frame())).toBe(true);
      }
    }
    const sent = await rawGet(`${url}/styled-send`, BROWSER);
    expect(Number(sent.headers["content-length"])).toBe(sent.body.length);
  });

  it("sends a client without Fetch Metadata one frame, which Node's own decoder reads whole", async () => {
    const url = await start([part]);
    const answer = await rawGet(`${url}/styled`, { "Accept-Encoding": CHROME });
    expect(answer.headers).toMatchObject({ "content-encoding": "zstd", vary: "Accept-Encoding, Sec-Fetch-Dest" });
    expect(zstdFrames(answer.body)).toHaveLength(1);
    expect(zstdDecompressSync(answer.body).equals(styledPage)).toBe(true);
  });

  it("sends one frame when the page holds only the part's beginning, or no part, and looks in HTML only", async () => {
    const url = await start([part]);
    const restyled = await rawGet(`${url}/restyled`, BROWSER);
    expect(zstdFrames(restyled.body)).toHaveLength(1);
    expect(decodedBody(restyled).toString()).toContain(".x{}");
    const plain = await rawGet(`${url}/page`, BROWSER);
    expect(zstdFrames(plain.body)).toHaveLength(1);
    expect(decodedBody(plain).equals(page)).toBe(true);
    const json = await rawGet(`${url}/json`, BROWSER);
    expect(json.headers.vary).toBe("Accept-Encoding");
    expect(zstdFrames(json.body)).toHaveLength(1);
  });
});

describe("a body ended in pieces (endInPieces, decision 051)", () => {
  const part = knownPart(stylesheet);

  it("is compressed as its pieces, the stylesheet's frame between, with its compressed length", async () => {
    const url = await start([part]);
    const answer = await rawGet(`${url}/styled-pieces`, BROWSER);
    expect(answer.headers).toMatchObject({ "content-encoding": "zstd", vary: "Accept-Encoding, Sec-Fetch-Dest" });
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    const frames = zstdFrames(answer.body);
    expect(frames).toHaveLength(3);
    expect(frames[1]!.equals(part.frame())).toBe(true);
    expect(frames.map(zstdFrameStatesSize)).toEqual([true, true, true]);
    expect(decodedBody(answer).equals(styledPageSpliced)).toBe(true);
  });

  it("reaches every other client joined: one zstd frame, Brotli, gzip, or as it is", async () => {
    const url = await start([part]);
    const zstd = await rawGet(`${url}/styled-pieces`, { "Accept-Encoding": CHROME });
    expect(zstdFrames(zstd.body)).toHaveLength(1);
    expect(zstdDecompressSync(zstd.body).equals(styledPageSpliced)).toBe(true);
    for (const [acceptEncoding, expected] of [["gzip, deflate, br", "br"], ["gzip", "gzip"], ["identity", undefined]] as const) {
      const answer = await rawGet(`${url}/styled-pieces`, { "Accept-Encoding": acceptEncoding });
      expect(answer.headers["content-encoding"], acceptEncoding).toBe(expected);
      expect(decodedBody(answer).equals(styledPageSpliced), acceptEncoding).toBe(true);
    }
  });

  it("goes through a wrapper put on `res.end` after the middleware's, joined, and is compressed all the same", async () => {
    const url = await start([part]);
    seenBodies.length = 0;
    const answer = await rawGet(`${url}/styled-pieces-seen`, BROWSER);
    expect(seenBodies).toHaveLength(1);
    expect(seenBodies[0]!.equals(styledPageSpliced)).toBe(true);
    expect(answer.headers["content-encoding"]).toBe("zstd");
    expect(zstdFrames(answer.body)).toHaveLength(3);
    expect(decodedBody(answer).equals(styledPageSpliced)).toBe(true);
  });

  it("makes no native zstd context per answer: twenty pages to browsers, none made", async () => {
    const url = await start([part]);
    await rawGet(`${url}/styled`, BROWSER); // the stylesheet's own frame, made once
    let made = 0;
    const answers: [RawAnswer, Buffer][] = [];
    const hook = createHook({ init: (_id, type) => void (type === "ZLIB" && made++) }).enable();
    try {
      for (let i = 0; i < 10; i++) {
        answers.push([await rawGet(`${url}/styled-pieces`, BROWSER), styledPageSpliced]);
        answers.push([await rawGet(`${url}/page`, { "Accept-Encoding": CHROME }), page]);
      }
    } finally {
      hook.disable();
    }
    expect(made).toBe(0);
    // Decoded once the count is taken: the test's own decoder makes a context a call.
    for (const [answer, body] of answers) expect(decodedBody(answer).equals(body)).toBe(true);
  });
});

describe("takesZstd", () => {
  it("is zstd first on a tie, and never against the client's own preference", () => {
    expect(takesZstd(CHROME)).toBe(true);
    expect(takesZstd("zstd, br")).toBe(true);
    expect(takesZstd("br, zstd;q=0.9")).toBe(false);
    expect(takesZstd("zstd;q=0")).toBe(false);
    expect(takesZstd("gzip, deflate, br")).toBe(false);
    expect(takesZstd(undefined)).toBe(false);
  });
});
