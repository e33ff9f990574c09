type PgError = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };

/** True for a unique-constraint violation (optionally of one named index), on either engine. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error as PgError | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.code === "23505") {
      const name = current.constraint ?? current.constraint_name;
      return !constraint || name === constraint || String((current as Error).message ?? "").includes(constraint);
    }
    current = current.cause as PgError | undefined;
  }
  return false;
}
