import pino from "pino";

export type Logger = pino.Logger;

/**
 * JSON lines on stdout; secrets and credentials never reach a log line. `bindings` go on every
 * line (a worker's number when several processes share the port).
 */
export function createLogger(level: string = "info", bindings?: Record<string, unknown>): Logger {
  return pino({
    level,
    base: bindings,
    redact: {
      paths: [
        "password",
        "*.password",
        "*.confirmPassword",
        "*.currentPassword",
        "headers.cookie",
        "headers.authorization",
        "*.headers.cookie",
        "*.headers.authorization",
      ],
      censor: "[redacted]",
    },
  });
}
