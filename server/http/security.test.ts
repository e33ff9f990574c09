import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "./security";

describe("security headers", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders({ https: false }));
    app.get("/", (_req, res) => void res.send(res.locals.cspNonce));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const address = server.address();
    url = `http://localhost:${typeof address === "object" && address ? address.port : 0}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("gives every response its own 16-byte nonce, the one its CSP allows, across pool refills", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const response = await fetch(url);
      const nonce = await response.text();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(response.headers.get("content-security-policy")).toContain(`script-src 'self' 'nonce-${nonce}'`);
      seen.add(nonce);
    }
    expect(seen.size).toBe(600);
  });
});
