/**
 * The shop's one schema, for PGlite and PostgreSQL alike, one file per area. Better Auth's
 * tables live here too, so one set of drizzle-kit migrations creates everything.
 */
export * from "./accounts";
export * from "./catalog";
export * from "./jobs";
export * from "./orders";
export * from "./payments";
export * from "./reviews";
export * from "./mail";
export * from "./invoices";
