import { createServer, request, type Server } from "node:http";
import { createZstdDecompress } from "node:zlib";
import compression from "compression";
import express, { type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { decodedBody, rawGet, zstdFrameStatesSize } from "../../tests/support/raw-http";
import { listenOnFreePort } from "../../tests/support/listen";
import { compressibleType } from "./shop-middleware";
import { takesZstd, withZstd } from "./zstd-compression";

const CHROME = "gzip, deflate, br, zstd";
const page = Buffer.from(`<!DOCTYPE html><html><body>${"<article><h2>Inverter 1100VA</h2><p>₹12,999</p></article>".repeat(400)}</body></html>`);

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The middleware as shop-middleware.ts sets it up, in front of a few answers shaped like the shop's. */
async function start(): Promise<string> {
  const app = express();
  app.use(
    withZstd(compression({ brotli: { params: {} } }), { compressible: compressibleType(), threshold: 1024 }),
  );
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
  app.get("/large", (_req, res) => {
    res.type("html");
    for (let i = 0; i < 6; i++) res.write(Buffer.alloc(200_000, `piece ${i} `));
    res.end();
  });
  server = createServer(app);
  return `http://127.0.0.1:${await listenOnFreePort(server, "127.0.0.1")}`;
}
let streamMayEnd = false;

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
