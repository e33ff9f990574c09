import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { listenWithAcceptors } from "./listen";

const CONNECTIONS = 40;

/** Runs the fixture with `acceptors` sockets; gives the connections it received per turn. */
async function acceptsPerTurn(acceptors: number): Promise<number[]> {
  const fixture = path.resolve("tests/support/accepts-per-turn.ts");
  const child = spawn(process.execPath, ["--import", "tsx", fixture, String(acceptors), String(CONNECTIONS)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const { port } = JSON.parse((await lines.next()).value as string) as { port: number };
  // The child's loop is held now: the kernel completes every handshake, nobody accepts yet.
  const sockets = await Promise.all(
    Array.from(
      { length: CONNECTIONS },
      () => new Promise<Socket>((resolve, reject) => connect(port, "127.0.0.1").once("connect", function (this: Socket) { resolve(this); }).once("error", reject)),
    ),
  );
  const closing = lines.next();
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const socket of sockets) socket.destroy();
  const { perTurn } = JSON.parse((await closing).value as string) as { perTurn: number[] };
  return perTurn;
}

describe("listening through several sockets (decision 037)", () => {
  it("with one socket, a busy process lets in one waiting connection a turn", async () => {
    const perTurn = await acceptsPerTurn(1);
    expect(Math.max(...perTurn)).toBe(1);
    expect(perTurn.filter((count) => count > 0)).toHaveLength(CONNECTIONS);
  }, 20_000);

  it("with eight, it lets in up to eight a turn", async () => {
    const perTurn = await acceptsPerTurn(8);
    expect(perTurn.reduce((sum, count) => sum + count, 0)).toBe(CONNECTIONS);
    expect(Math.max(...perTurn)).toBeGreaterThan(1);
    expect(Math.max(...perTurn)).toBeLessThanOrEqual(8);
    expect(perTurn.filter((count) => count > 0).length).toBeLessThan(CONNECTIONS / 2);
  }, 20_000);

  it("serves requests on every socket and frees the port on close", async () => {
    const server = createServer((_request, response) => response.end("ok"));
    const listening = await listenWithAcceptors(server, { port: 0, host: "127.0.0.1", acceptors: 4 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${listening.port}/`, { headers: { connection: "close" } }).then((response) => response.text())),
    );
    expect(answers).toEqual(Array(20).fill("ok"));
    await listening.close();
    const again = await listenWithAcceptors(createServer(), { port: listening.port, host: "127.0.0.1", acceptors: 4 });
    await again.close();
  });

  it("still refuses a port another server holds, as one socket did", async () => {
    const first = await listenWithAcceptors(createServer(), { port: 0, host: "127.0.0.1" });
    try {
      await expect(listenWithAcceptors(createServer(), { port: first.port, host: "127.0.0.1" })).rejects.toMatchObject({ code: "EADDRINUSE" });
    } finally {
      await first.close();
    }
  });
});
