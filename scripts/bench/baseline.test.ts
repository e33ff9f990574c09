import { createServer, request, type Server } from "node:http";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { captureResponse, startBaseline, startSameBytesBaseline, type Baseline } from "./baseline";

/** A GET as the load generator makes it: status, raw header fields and body. */
function get(url: string): Promise<{ status: number; rawHeaders: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

const names = (rawHeaders: string[]) => rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());

describe("the bench's bare node:http baselines", () => {
  const open: (Baseline | Server)[] = [];
  afterEach(async () => {
    for (const server of open.splice(0)) {
      if ("stop" in server) await server.stop();
      else server.close();
    }
  });

  it("sends the same header fields and body as a captured answer, with its own Date and Content-Length", async () => {
    const page = Buffer.from(`<!DOCTYPE html><p>₹1,499 ${"x".repeat(5000)}</p>`);
    const shop = createServer((_req, res) => {
      res.setHeader("Content-Security-Policy", "default-src 'self'");
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Server-Timing", "cache;desc=hit, total;dur=0.5");
      // Written in two pieces: chunked, which the baseline must not copy.
      res.write(page.subarray(0, 100));
      res.end(page.subarray(100));
    }).listen(0, "127.0.0.1");
    open.push(shop);
    await once(shop, "listening");
    const address = shop.address() as { port: number };

    const captured = await captureResponse(`http://127.0.0.1:${address.port}/`);
    expect(captured.headers.map(([name]) => name)).toEqual(["Content-Security-Policy", "Content-Type", "Server-Timing"]);
    expect(captured.body.equals(page)).toBe(true);

    const baseline = await startSameBytesBaseline(captured);
    open.push(baseline);
    const answer = await get(baseline.url);
    expect(answer.status).toBe(200);
    expect(answer.body.equals(page)).toBe(true);
    expect(names(answer.rawHeaders)).toEqual(["content-security-policy", "content-type", "server-timing", "content-length", "date", "connection", "keep-alive"]);
    const field = (name: string) => answer.rawHeaders[answer.rawHeaders.findIndex((value, i) => i % 2 === 0 && value.toLowerCase() === name) + 1];
    expect(field("content-security-policy")).toBe("default-src 'self'");
    expect(field("content-length")).toBe(String(page.length));
  });

  it("sends a body alone of the size asked for", async () => {
    const baseline = await startBaseline(4096, "application/json");
    open.push(baseline);
    const answer = await get(baseline.url);
    expect(answer.body.length).toBe(4096);
    expect(names(answer.rawHeaders)).toEqual(["content-type", "content-length", "date", "connection", "keep-alive"]);
  });
});
