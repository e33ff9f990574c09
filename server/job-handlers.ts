import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import type { JobHandler } from "~/services/jobs/job-kind";
import type { Logger } from "~/services/logger.server";

export type JobDependencies = { config: Config; db: Db; log: Logger };

/** Every kind of job this shop runs, with what each needs (docs/decisions/009-durable-jobs.md). */
export function jobHandlers(_dependencies: JobDependencies): JobHandler[] {
  return [];
}
