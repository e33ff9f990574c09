import { createServer } from "node:http";
import express, { type Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaderSet, securityHeaders, shopHelmet } from "./security";
import { listenOnFreePort } from "../../tests/support/listen";

/** `app` answering its nonce at `/`, on a port of its own. */
async function serve(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  app.disable("x-powered-by");
  app.get("/", (_req, res) => void res.send(res.locals.cspNonce));
  const server = createServer(app);
  const port = await listenOnFreePort(server);
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("security headers", () => {
  let shop: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    shop = await serve(express().use(securityHeaders(securityHeaderSet({ https: false }))));
  });
  afterAll(() => shop.close());

  it("gives every response its own 16-byte nonce, the one its CSP allows, across pool refills", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const response = await fetch(shop.url);
      const nonce = await response.text();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(response.headers.get("content-security-policy")).toContain(`script-src 'self' 'nonce-${nonce}'`);
      seen.add(nonce);
    }
    expect(seen.size).toBe(600);
  });

  it("sends exactly the headers helmet itself sends for that nonce", async () => {
    // Helmet run per request, as before the headers were taken once, with the nonce given.
    const options = { https: true, imageOrigins: ["https://images.example"] };
    const givenNonce = express().use((req, res, next) => {
      res.locals.cspNonce = req.get("x-nonce") ?? "";
      next();
    });
    const helmet = await serve(givenNonce.use(shopHelmet(options)));
    const ours = await serve(express().use(securityHeaders(securityHeaderSet(options))));
    try {
      const fromUs = await fetch(ours.url);
      const nonce = await fromUs.text();
      const fromHelmet = await fetch(helmet.url, { headers: { "x-nonce": nonce } });
      const headers = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name !== "date"));
      expect(headers(fromUs)).toEqual(headers(fromHelmet));
      expect(fromUs.headers.get("strict-transport-security")).toContain("max-age=");
      expect(fromUs.headers.get("content-security-policy")).toContain("https://images.example");
    } finally {
      await Promise.all([helmet.close(), ours.close()]);
    }
  });
});
