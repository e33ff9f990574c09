import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { Logger } from "~/services/logger.server";

/** True when the database answers a trivial query; a failure is logged with its cause. */
export async function checkDatabase({ db, log }: { db: Db; log: Logger }): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    log.error({ err: error }, "health check: the database did not answer");
    return false;
  }
}
