import { Agent, get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";

type Answer = { status: number; retryAfter: string | undefined; body: string };

/** A GET through `agent` (its kept-alive connections). */
function fetchThrough(agent: Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"], body }));
    }).on("error", reject);
  });
}

/**
 * Pages take turns to render (decision 030): the shop's own app, with room for two waiting,
 * meets twelve page requests at once. They arrive before any render starts, since renders
 * start only after the event loop has read what arrived.
 */
describe("pages take turns to render", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PAGE_CACHE_SECONDS: "0", MAX_WAITING_RENDERS: "2" });
  });
  afterAll(() => server?.close());

  it("renders those that found a place and tells the rest, at once, to come back", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 12 });
    const burst = () => Promise.all(Array.from({ length: 12 }, () => fetchThrough(agent, `${server.url}/products`)));
    // Twelve connections opened first (one at a time they fit), then a page request on each at once.
    await Promise.all(Array.from({ length: 12 }, () => fetchThrough(agent, `${server.url}/healthz`)));
    const answers = await burst();
    agent.destroy();

    const rendered = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(rendered.length + refused.length).toBe(12);
    expect(rendered.length).toBeGreaterThanOrEqual(2);
    expect(rendered.every((answer) => answer.body.includes("Power Solutions"))).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((answer) => answer.retryAfter === "2" && answer.body === "The shop is very busy right now. Please try again in a moment.")).toBe(true);

    // Nothing is left holding a place: the next visitor is served.
    expect((await fetch(`${server.url}/products`)).status).toBe(200);
  });
});
