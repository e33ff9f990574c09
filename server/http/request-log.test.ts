import { createServer } from "node:http";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { requestLog } from "./request-log";
import { listenOnFreePort } from "../../tests/support/listen";

/** A tiny app behind the request log, whose lines the test reads. */
async function logLinesFor(paths: string[]): Promise<{ path: string }[]> {
  const lines: { path: string; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as { path: string; msg: string });
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino(sink)));
  app.use((_req, res) => void res.status(200).send("ok"));
  const server = createServer(app);
  const port = await listenOnFreePort(server);
  try {
    for (const path of paths) await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  await expect.poll(() => lines.filter((l) => l.msg === "request").length).toBe(paths.length);
  return lines.filter((l) => l.msg === "request");
}

describe("request log", () => {
  it("logs only the path of /api/auth/ requests, whose queries carry OAuth codes", async () => {
    const lines = await logLinesFor([
      "/api/auth/callback/google?code=SECRET-CODE&state=SECRET-STATE",
      "/API/Auth/oauth2/callback/google?code=SECRET-CODE",
      "/api/auth?code=SECRET-CODE",
    ]);
    expect(lines.map((l) => l.path)).toEqual(["/api/auth/callback/google", "/API/Auth/oauth2/callback/google", "/api/auth"]);
    expect(JSON.stringify(lines)).not.toContain("SECRET");
  });

  it("keeps the query elsewhere, where it helps to read the log", async () => {
    const lines = await logLinesFor(["/products?q=inverter&page=2", "/api/products?q=ups", "/api/authors?x=1"]);
    expect(lines.map((l) => l.path)).toEqual(["/products?q=inverter&page=2", "/api/products?q=ups", "/api/authors?x=1"]);
  });
});
