import { Agent } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { startTestServer, type TestServer } from "../support/test-server";

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
    const burst = () => Promise.all(Array.from({ length: 12 }, () => rawRequest(`${server.url}/products`, { agent }).answer));
    // Twelve connections opened first (one at a time they fit), then a page request on each at once.
    await Promise.all(Array.from({ length: 12 }, () => rawRequest(`${server.url}/healthz`, { agent }).answer));
    const answers = await burst();
    agent.destroy();

    const rendered = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(rendered.length + refused.length).toBe(12);
    expect(rendered.length).toBeGreaterThanOrEqual(2);
    expect(rendered.every((answer) => answer.body.toString().includes("Power Solutions"))).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((answer) => answer.headers["retry-after"] === "2" && answer.body.toString() === "The shop is very busy right now. Please try again in a moment.")).toBe(true);

    // Nothing is left holding a place: the next visitor is served.
    expect((await fetch(`${server.url}/products`)).status).toBe(200);
  });
});
