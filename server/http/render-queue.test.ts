import { Agent, createServer, type Server } from "node:http";
import express, { type RequestHandler, type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "../../tests/support/raw-http";
import { BUSY_MESSAGE, createRenderQueue, type RenderQueue } from "./render-queue";
import { listenOnFreePort } from "../../tests/support/listen";

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** An app whose every request takes its turn in `queue` (after `before`, if given), then runs `handler`; its port. */
async function serve(queue: RenderQueue, handler: RequestHandler, before?: RequestHandler): Promise<number> {
  const app = express();
  if (before) app.use(before);
  app.all("/{*splat}", queue.middleware, handler);
  server = createServer(app);
  return listenOnFreePort(server, "127.0.0.1");
}

/** A GET on a connection of its own (or `agent`'s); `leave()` hangs up before the answer. */
function request(port: number, path: string, agent: Agent | false = false) {
  return rawRequest(`http://127.0.0.1:${port}${path}`, { agent });
}

/** Requests the handler has taken, by path, and their responses, held until the test ends them. */
function heldRequests() {
  const started: string[] = [];
  const held = new Map<string, Response>();
  const handler: RequestHandler = (req, res) => {
    started.push(req.path);
    held.set(req.path, res);
  };
  return { started, held, handler };
}

describe("render queue", () => {
  it("renders a few at once and the rest in the order they came", async () => {
    const queue = createRenderQueue({ rendersAtOnce: 2, maxWaiting: 500 });
    const { started, held, handler } = heldRequests();
    const port = await serve(queue, handler);
    const answers = [];
    for (const path of ["/a", "/b", "/c", "/d", "/e"]) {
      answers.push(request(port, path).answer);
      await expect.poll(() => queue.stats().rendering + queue.stats().waiting).toBe(answers.length);
    }
    expect(started).toEqual(["/a", "/b"]);
    expect(queue.stats()).toEqual({ rendering: 2, waiting: 3 });

    held.get("/b")!.end("b");
    await expect.poll(() => started).toEqual(["/a", "/b", "/c"]);
    held.get("/a")!.end("a");
    await expect.poll(() => started).toEqual(["/a", "/b", "/c", "/d"]);
    for (const path of ["/c", "/d"]) held.get(path)!.end(path);
    await expect.poll(() => started).toHaveLength(5);
    held.get("/e")!.end("e");
    expect((await Promise.all(answers)).map((answer) => answer.body.toString())).toEqual(["a", "b", "/c", "/d", "e"]);
    expect(queue.stats()).toEqual({ rendering: 0, waiting: 0 });
  });

  it("starts no more than its share in one turn of the event loop, however many requests arrived in it", async () => {
    const queue = createRenderQueue({ rendersAtOnce: 2, maxWaiting: 500 });
    let turn = 0;
    const tick = () => {
      turn += 1;
      if (server) setImmediate(tick);
    };
    const startsByTurn = new Map<number, number>();
    const port = await serve(queue, (_req, res) => {
      startsByTurn.set(turn, (startsByTurn.get(turn) ?? 0) + 1);
      // A render's CPU: the other requests arrive meanwhile and are read in one go.
      const until = performance.now() + 25;
      while (performance.now() < until);
      res.end("ok");
    });
    setImmediate(tick);
    // Connections opened first (Node accepts one a turn), then a request on each at once.
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const wave = () => Promise.all(Array.from({ length: 8 }, (_, i) => request(port, `/${i}`, agent).answer));
    await wave();
    startsByTurn.clear();
    const answers = await wave();
    agent.destroy();
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect([...startsByTurn.values()].reduce((sum, starts) => sum + starts, 0)).toBe(8);
    expect(Math.max(...startsByTurn.values())).toBeLessThanOrEqual(2);
  });

  it("ends a request's turn when its headers are written, not when its body ends", async () => {
    const queue = createRenderQueue({ rendersAtOnce: 1, maxWaiting: 500 });
    const { started, held, handler } = heldRequests();
    const port = await serve(queue, handler);
    const first = request(port, "/export");
    await expect.poll(() => started).toEqual(["/export"]);
    const second = request(port, "/page");
    await expect.poll(() => queue.stats().waiting).toBe(1);

    held.get("/export")!.writeHead(200, { "Content-Type": "text/plain" });
    held.get("/export")!.write("first rows");
    await expect.poll(() => started).toEqual(["/export", "/page"]);
    held.get("/page")!.end("page");
    expect((await second.answer).body.toString()).toBe("page");
    held.get("/export")!.end(", last rows");
    expect((await first.answer).body.toString()).toBe("first rows, last rows");
  });

  it("skips a request whose client left while it waited, and frees the turn of one that left while rendering", async () => {
    const queue = createRenderQueue({ rendersAtOnce: 1, maxWaiting: 500 });
    const { started, held, handler } = heldRequests();
    const port = await serve(queue, handler);
    const leaving = request(port, "/leaves-while-rendering");
    await expect.poll(() => started).toHaveLength(1);
    const gone = request(port, "/leaves-while-waiting");
    await expect.poll(() => queue.stats().waiting).toBe(1);
    const staying = request(port, "/stays");
    await expect.poll(() => queue.stats().waiting).toBe(2);

    gone.leave();
    leaving.leave();
    await expect.poll(() => started).toEqual(["/leaves-while-rendering", "/stays"]);
    held.get("/stays")!.end("served");
    expect((await staying.answer).body.toString()).toBe("served");
    expect(queue.stats()).toEqual({ rendering: 0, waiting: 0 });
  });

  it("gives no turn to a request whose client left before it reached the queue", async () => {
    // React Router's adapter writes nothing for a closed response, so such a request, had it
    // started, would never end its turn: the place would be lost for good, and after
    // `rendersAtOnce` of them the shop would render nothing again (seen under load, when
    // clients hung up while their request passed an earlier middleware's await).
    const queue = createRenderQueue({ rendersAtOnce: 1, maxWaiting: 500 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const atGate: string[] = [];
    const closedAtGate: string[] = [];
    const started: string[] = [];
    const port = await serve(
      queue,
      (req, res) => {
        started.push(req.path);
        if (res.destroyed || res.writableEnded) return;
        res.end(`page ${req.path}`);
      },
      async (req, res, next) => {
        if (req.path === "/leaves-early") {
          atGate.push(req.path);
          res.once("close", () => closedAtGate.push(req.path));
          await gate;
        }
        next();
      },
    );
    const early = request(port, "/leaves-early");
    await expect.poll(() => atGate).toEqual(["/leaves-early"]);
    early.leave();
    await expect.poll(() => closedAtGate).toEqual(["/leaves-early"]);
    release();
    const next = await request(port, "/next").answer;
    expect(next.body.toString()).toBe("page /next");
    expect(started).toEqual(["/next"]);
    expect(queue.stats()).toEqual({ rendering: 0, waiting: 0 });
  });

  it("lets a form's post through without a turn: its body may still be arriving", async () => {
    const queue = createRenderQueue({ rendersAtOnce: 1, maxWaiting: 500 });
    const { started, held, handler } = heldRequests();
    const port = await serve(queue, handler);
    const page = request(port, "/page");
    await expect.poll(() => started).toEqual(["/page"]);
    const post = fetch(`http://127.0.0.1:${port}/checkout`, { method: "POST", body: "name=A" });
    await expect.poll(() => started).toEqual(["/page", "/checkout"]);
    expect(queue.stats()).toEqual({ rendering: 1, waiting: 0 });
    held.get("/checkout")!.end("placed");
    held.get("/page")!.end("page");
    expect(await (await post).text()).toBe("placed");
    expect((await page.answer).body.toString()).toBe("page");
  });

  it("answers 503 with Retry-After at once when too many are waiting", async () => {
    const queue = createRenderQueue({ rendersAtOnce: 1, maxWaiting: 1 });
    const { started, held, handler } = heldRequests();
    const port = await serve(queue, handler);
    const first = request(port, "/first");
    await expect.poll(() => started).toHaveLength(1);
    const second = request(port, "/second");
    await expect.poll(() => queue.stats().waiting).toBe(1);

    const refused = await request(port, "/third").answer;
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("2");
    expect(refused.body.toString()).toBe(BUSY_MESSAGE);

    held.get("/first")!.end("1");
    await expect.poll(() => started).toEqual(["/first", "/second"]);
    held.get("/second")!.end("2");
    expect([(await first.answer).body.toString(), (await second.answer).body.toString()]).toEqual(["1", "2"]);
  });
});
