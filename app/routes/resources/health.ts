import { sql } from "drizzle-orm";
import type { Route } from "./+types/health";
import { getServices } from "~/services/app-context.server";

/** /healthz — for load balancers: 200 when the database answers, 503 when it does not. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, database } = getServices(context);
  try {
    await db.execute(sql`select 1`);
    return Response.json({ status: "ok", database: database.engine }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
