/** The first retry waits this long; each further one twice as long, up to the cap. */
export const FIRST_RETRY_MS = 10_000;
export const MAX_RETRY_MS = 60 * 60 * 1000;

/**
 * How long a job waits before its next try after `attempts` failed tries: exponential
 * (10 s, 20 s, 40 s … capped at an hour), with up to a fifth of random spread so that jobs
 * that failed together (an SMTP server was down) do not all come back at the same moment.
 * `random` returns a number in [0, 1).
 */
export function retryDelayMs(attempts: number, random: () => number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const base = Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
  return Math.round(base * (1 + random() / 5));
}
