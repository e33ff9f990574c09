import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rawGet } from "../support/raw-http";
import { startTestServer, type TestServer } from "../support/test-server";

/** Static files the build compressed (scripts/compress-assets.ts): sent as they are, never compressed per request. */
describe("static files (pglite)", () => {
  let server: TestServer;
  const clientDir = path.resolve("build/client");
  // The largest script: the build leaves small ones without compressed copies.
  const scripts = readdirSync(path.join(clientDir, "assets")).filter((name) => name.endsWith(".js"));
  const sizeOf = (name: string) => statSync(path.join(clientDir, "assets", name)).size;
  const script = scripts.reduce((largest, name) => (sizeOf(name) > sizeOf(largest) ? name : largest));
  const original = readFileSync(path.join(clientDir, "assets", script));

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  test("a browser that accepts Brotli gets the build's Brotli copy, cacheable for a year", async () => {
    const answer = await rawGet(`${server.url}/assets/${script}`, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.body).toEqual(readFileSync(path.join(clientDir, "assets", `${script}.br`)));
    expect(brotliDecompressSync(answer.body)).toEqual(original);
  });

  test("gzip for a client without Brotli, the file itself for one that accepts neither", async () => {
    const gzipped = await rawGet(`${server.url}/assets/${script}`, { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body)).toEqual(original);
    const plain = await rawGet(`${server.url}/assets/${script}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(original);
  });

  test("product images are sent from their Brotli copy too", async () => {
    const image = readdirSync(path.join(clientDir, "images", "products")).find((name) => name.endsWith(".svg"))!;
    const answer = await rawGet(`${server.url}/images/products/${image}`, { "Accept-Encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("image/svg+xml");
    // The build's copy byte for byte: the compression middleware's per-request Brotli (quality 4) would differ.
    expect(answer.body).toEqual(readFileSync(path.join(clientDir, "images", "products", `${image}.br`)));
    expect(brotliDecompressSync(answer.body)).toEqual(readFileSync(path.join(clientDir, "images", "products", image)));
  });
});
