import pino from "pino";

export type Logger = pino.Logger;

/** JSON lines on stdout; secrets and credentials never reach a log line. */
export function createLogger(level: string = "info"): Logger {
  return pino({
    level,
    base: undefined,
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
