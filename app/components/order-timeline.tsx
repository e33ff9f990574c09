import { Check, Circle, XCircle } from "lucide-react";
import type { Timeline } from "~/domain/orders/timeline";
import { cn } from "~/lib/cn";

const stepDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** The nine steps, each done one with the date it was reached. */
export function OrderTimeline({ timeline }: { timeline: Timeline }) {
  return (
    <div>
      {timeline.stopped ? (
        <p role="status" className="mb-4 flex items-center gap-2 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900">
          <XCircle className="size-5 shrink-0" aria-hidden="true" />
          This order was {timeline.stopped.status.toLowerCase()}
          {timeline.stopped.at ? ` on ${stepDate.format(new Date(timeline.stopped.at))}` : ""}. No further steps apply.
          {timeline.stopped.note ? ` (${timeline.stopped.note})` : null}
        </p>
      ) : null}
      <ol aria-label="Order progress" className="relative space-y-0">
        {timeline.steps.map((step, index) => (
          <li key={step.status} className="relative flex gap-3 pb-5 last:pb-0" aria-current={step.current ? "step" : undefined}>
            {index < timeline.steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn("absolute left-[13px] top-7 h-[calc(100%-1.5rem)] w-0.5", step.done ? "bg-success" : "bg-border")}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                "relative z-10 grid size-7 shrink-0 place-items-center rounded-full border-2",
                step.done ? "border-success bg-success text-success-foreground" : "border-border bg-card text-muted-foreground",
                step.current && "ring-4 ring-success/25",
              )}
            >
              {step.done ? <Check className="size-4" /> : <Circle className="size-2.5" />}
            </span>
            <div className="pt-0.5">
              <p className={cn("font-medium", !step.done && "text-muted-foreground")}>
                {step.status}
                <span className="sr-only">{step.done ? " (done)" : " (not yet)"}</span>
              </p>
              {step.current ? <p className="text-sm font-medium text-success">Current status</p> : null}
              {step.done && step.at ? (
                <p className="text-sm text-muted-foreground">
                  <time dateTime={step.at}>{stepDate.format(new Date(step.at))}</time>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
