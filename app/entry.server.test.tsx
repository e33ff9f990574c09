import pino from "pino";
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "./entry.server";
import { requestInfoContext } from "~/web/context.server";

/** handleError with a request whose log lines are kept. */
function handle(error: unknown, request = new Request("http://shop.test/healthz", { method: "POST" })) {
  const lines: { level: number; msg: string; status?: number; path?: string }[] = [];
  const log = pino({ level: "debug" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "r-1", clientIp: "203.0.113.9", log, nonce: "n" });
  handleError(error, { request, context, params: {} } as unknown as LoaderFunctionArgs);
  return lines;
}

describe("handleError", () => {
  it("logs the router's refusal of a request (a POST to a route without an action) as a warning, not an error", () => {
    const refusal = new ErrorResponseImpl(405, "Method Not Allowed", new Error("You made a POST request …"), true);
    expect(handle(refusal)).toMatchObject([{ level: 40, msg: "request refused by the router", status: 405, path: "/healthz" }]);
  });

  it("logs a failure of the shop as an error, with the path", () => {
    expect(handle(new Error("database gone"))).toMatchObject([{ level: 50, msg: "unhandled error", path: "/healthz" }]);
    const serverSide = new ErrorResponseImpl(500, "Internal Server Error", new Error("boom"), true);
    expect(handle(serverSide)).toMatchObject([{ level: 50, msg: "unhandled error" }]);
  });

  it("says nothing about a request the client gave up on", () => {
    const controller = new AbortController();
    controller.abort();
    expect(handle(new Error("cut off"), new Request("http://shop.test/products", { signal: controller.signal }))).toStrictEqual([]);
  });
});
