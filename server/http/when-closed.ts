import type { ServerResponse } from "node:http";

/**
 * Runs `listener` once `res` has closed, at once if it has already. A response emits "close"
 * once: a listener added after its client left (a request that waited on an earlier
 * middleware's await meanwhile) would never run, and whatever it was to release stayed held.
 */
export function whenClosed(res: ServerResponse, listener: () => void): void {
  if (res.closed) listener();
  else res.once("close", listener);
}
