import type { Route } from "./+types/orders-csv";
import { parseAdminQuery } from "~/domain/admin/admin-tabs";
import { exportOrdersCsv } from "~/services/admin/export-orders-csv.server";
import { getServices } from "~/web/context.server";
import { requireAdmin } from "~/web/session.server";

/** GET /admin/orders.csv?q=&status=&user= — the Orders tab's current filter, as a download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = parseAdminQuery(new URL(request.url).searchParams);
  const stream = exportOrdersCsv(getServices(context).db, { q: query.q, status: query.status, userId: query.user, payment: query.payment });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
