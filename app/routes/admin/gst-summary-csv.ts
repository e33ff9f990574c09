import type { Route } from "./+types/gst-summary-csv";
import { gstSummaryCsv, monthOf, parseMonth } from "~/domain/gst/gst-summary";
import { listMonthSnapshots } from "~/services/invoices/list-month-documents.server";
import { getServices } from "~/web/context.server";
import { requireAdmin } from "~/web/session.server";

/** GET /admin/gst-summary.csv?month=2026-11 — the month's GST summary (this month when none is given). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const raw = new URL(request.url).searchParams.get("month");
  const month = raw ? parseMonth(raw) : parseMonth(monthOf(new Date()));
  if (!month) return new Response("month must look like 2026-11", { status: 400 });
  const label = `${month.year}-${String(month.month).padStart(2, "0")}`;
  const csv = gstSummaryCsv(label, await listMonthSnapshots(getServices(context).db, month));
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="gst-summary-${label}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
