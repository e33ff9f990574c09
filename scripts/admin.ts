/**
 * `npm run admin -- --email owner@example.in --password '…' [--force]` — creates the shop's
 * administrator, or sets the administrator's password. Promoting an existing customer account
 * needs --force, and signs out its sessions.
 * Uses DATABASE_URL when set, else the PGlite database in DATA_DIR (stop the shop first).
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "~/config.server";
import { openConfiguredDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { createAuth } from "~/services/auth/auth.server";
import { ensureAdmin } from "~/services/auth/ensure-admin.server";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, force: { type: "boolean", default: false } } });
const parsed = z
  .object({
    email: z.email("--email must be an e-mail address"),
    password: z.string("--password is required").min(6, "--password must be at least 6 characters"),
    force: z.boolean(),
  })
  .safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => issue.message).join("\n"));
  console.error("Usage: npm run admin -- --email owner@example.in --password 'a-strong-password'");
  process.exit(1);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const outcome = await database.exclusively(async () => {
    await migrateDatabase(database);
    return ensureAdmin(createAuth(config, database.db), database.db, parsed.data);
  });
  if (outcome === "needs-force") {
    console.error(
      `${parsed.data.email} is a customer account that registered itself (its address may not be the owner's). ` +
        "Add --force to make it the administrator; its sessions are signed out.",
    );
    process.exitCode = 1;
  } else {
    console.log(`Administrator ${parsed.data.email} ${outcome}. Sign in at ${config.BASE_URL}/admin-login.`);
  }
} finally {
  await database.close();
}
