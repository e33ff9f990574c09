import type { Route } from "./+types/health";
import { checkDatabase } from "~/services/health/check-database.server";
import { getRequestInfo, getServices } from "~/web/context.server";

/** /healthz — for load balancers: 200 when the database answers, 503 when it does not. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, database } = getServices(context);
  const healthy = await checkDatabase({ db, log: getRequestInfo(context).log });
  const headers = { "Cache-Control": "no-store" };
  if (!healthy) return Response.json({ status: "unavailable" }, { status: 503, headers });
  return Response.json({ status: "ok", database: database.engine }, { headers });
}
