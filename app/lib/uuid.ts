const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are UUIDs; anything else can be answered "not found" without asking the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
