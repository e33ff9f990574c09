import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Skeleton } from "~/components/ui/skeleton";
import { formatRupees } from "~/domain/money/format-rupees";
import { useHydrated } from "~/hooks/use-hydrated";

const dayLabel = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const compactRupees = new Intl.NumberFormat("en-IN", { notation: "compact", style: "currency", currency: "INR", maximumFractionDigits: 1 });

type Day = { date: string; salesPaise: number; orders: number };

/** Sales (bars, rupees) and orders (line) per day for the last 30 days; a table for screen readers. */
export function SalesChart({ daily }: { daily: Day[] }) {
  const hydrated = useHydrated();
  const points = daily.map((d) => ({ ...d, label: dayLabel.format(new Date(`${d.date}T00:00:00Z`)), sales: d.salesPaise / 100 }));
  return (
    <figure aria-labelledby="sales-chart-title" className="rounded-xl border bg-card p-4 sm:p-5">
      <figcaption id="sales-chart-title" className="font-semibold">
        Sales and orders, last 30 days
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-[#2647b5]" />
          Sales (₹, left scale)
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-0.5 w-3 rounded-full bg-[#d97706]" />
          Orders (right scale)
        </li>
      </ul>
      {/* The table below carries the figures for assistive technology; the chart is for eyes
          (and mouse tooltips), so it has no keyboard layer of its own. */}
      <div className="mt-3 h-64 w-full" aria-hidden="true">
        {hydrated ? (
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
              <YAxis yAxisId="sales" tick={{ fontSize: 11 }} width={56} tickFormatter={(v: number) => compactRupees.format(v)} />
              <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 11 }} width={28} />
              <Tooltip
                formatter={(value, name) => (name === "Sales" ? formatRupees(Math.round(Number(value) * 100)) : value)}
                labelClassName="font-medium"
              />
              <Bar yAxisId="sales" dataKey="sales" name="Sales" fill="#2647b5" radius={[3, 3, 0, 0]} />
              <Line yAxisId="orders" dataKey="orders" name="Orders" stroke="#d97706" strokeWidth={2} dot={false} />
            </ComposedChart>
          </ResponsiveContainer>
        ) : (
          <Skeleton className="size-full" />
        )}
      </div>
      <table className="sr-only">
        <caption>Sales and orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sales</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{formatRupees(d.salesPaise)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
