import type { NextFunction, Request, Response } from "express";
import { whenClosed } from "./when-closed";

/**
 * Requests the app renders at once: enough to overlap one render's database wait with another's
 * work, few enough that each turn of the event loop stays short (decision 030).
 */
const RENDERS_AT_ONCE = 8;

export const BUSY_MESSAGE = "The shop is very busy right now. Please try again in a moment.";

export type RenderQueue = {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Requests rendering now, and waiting for a turn (for tests). */
  stats: () => { rendering: number; waiting: number };
};

/**
 * First come, first served turns for the requests the app renders (decision 030).
 *
 * Node accepts one new connection per turn of its event loop, and a request that arrives is
 * rendered at once, to the end, in the turn it arrived in (React's work runs in microtasks).
 * Under load a turn rendered every request that had arrived — ~50 renders, ~150 ms — so a phone
 * opening a connection waited seconds while open connections were served again and again.
 * Here a request that arrives only joins the queue; renders start from the queue in the
 * event loop's check phase, a few at a time, so each turn stays short and takes its new
 * connection.
 *
 * Only reads (GET, HEAD) take turns. A request's turn ends when its answer's headers are
 * written (the page is rendered by then; a slow phone's download or a long export does not
 * hold it) or its connection closes. A request whose client left before its turn is skipped.
 */
export function createRenderQueue({
  rendersAtOnce = RENDERS_AT_ONCE,
  maxWaiting,
}: {
  rendersAtOnce?: number;
  /** Requests waiting for a turn beyond which the answer is 503 at once (`MAX_WAITING_RENDERS`). */
  maxWaiting: number;
}): RenderQueue {
  let rendering = 0;
  const waiting: { res: Response; next: NextFunction; gone: boolean }[] = [];
  let startScheduled = false;

  /** Starts what may start, in this turn's check phase (or the next turn's, from inside one). */
  const scheduleStart = () => {
    if (startScheduled || waiting.length === 0 || rendering >= rendersAtOnce) return;
    startScheduled = true;
    setImmediate(startWaiting);
  };

  const startWaiting = () => {
    startScheduled = false;
    // Counted before any starts: a request answered at once, inside this loop, frees its place for the next turn, not this one.
    let places = rendersAtOnce - rendering;
    while (places > 0 && waiting.length > 0) {
      const turn = waiting.shift()!;
      if (turn.gone) continue;
      places -= 1;
      run(turn.res, turn.next);
    }
  };

  const run = (res: Response, next: NextFunction) => {
    rendering += 1;
    const writeHead = res.writeHead;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      rendering -= 1;
      scheduleStart();
    };
    // Wrapped for this response only (and left so: a wrapper after this one may hold it); its first header write ends the turn.
    res.writeHead = function (this: Response, ...args: unknown[]) {
      end();
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    whenClosed(res, end);
    next();
  };

  return {
    middleware(req, res, next) {
      // A form's body may still be on its way from a phone: it would hold a place while it came. Posts are few.
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      // Its client left on the way here (during an earlier middleware's await): React Router
      // writes nothing for a closed response, so it would never end its turn. No one to answer.
      if (res.closed) return;
      if (waiting.length >= maxWaiting) {
        res.status(503).set("Retry-After", "2").type("text/plain").send(BUSY_MESSAGE);
        return;
      }
      const turn = { res, next, gone: false };
      whenClosed(res, () => void (turn.gone = true));
      waiting.push(turn);
      scheduleStart();
    },
    stats: () => ({ rendering, waiting: waiting.length }),
  };
}
