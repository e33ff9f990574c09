/**
 * A child process for server/http/listen.test.ts: listens through `listenWithAcceptors`, then
 * holds its event loop for a moment while the test opens connections (the kernel completes
 * their handshakes meanwhile, as it does for a shop busy rendering), and prints how many
 * connections the server received in each turn of the loop after that.
 * Usage: node --import tsx tests/support/accepts-per-turn.ts <acceptors> <connections to wait for>
 */
import { createServer } from "node:http";
import { listenWithAcceptors } from "../../server/http/listen";

const [acceptors, expected] = process.argv.slice(2).map(Number) as [number, number];
const server = createServer((_request, response) => response.end("ok"));
const listening = await listenWithAcceptors(server, { port: 0, host: "127.0.0.1", acceptors });

let received = 0;
server.on("connection", () => received++);
const perTurn: number[] = [];
let before = 0;
setImmediate(function countTurn() {
  perTurn.push(received - before);
  before = received;
  if (received < expected) setImmediate(countTurn);
  else
    void listening.close().then(() => console.log(JSON.stringify({ perTurn })));
  // Connections still open keep close() waiting: the test closes its sockets after reading.
});

console.log(JSON.stringify({ port: listening.port }));
// Busy, as a turn full of renders is; the test connects now.
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
