import { TIMELINE_STATUSES, type OrderStatus } from "./order-status";

/** A step of the history; `note` says why when the shop did it by itself ("Cancelled: not paid in time"). */
export type StatusEvent = { status: OrderStatus; at: string; note?: string | null };

type TimelineStep = {
  status: (typeof TIMELINE_STATUSES)[number];
  done: boolean;
  current: boolean;
  /** When the order reached this step (its latest arrival there); null if never recorded. */
  at: string | null;
};

export type Timeline = {
  steps: TimelineStep[];
  /** Set for Cancelled and Returned orders: nothing on the timeline counts as done. */
  stopped: { status: OrderStatus; at: string | null; note?: string } | null;
};

function latestAt(events: StatusEvent[], status: OrderStatus): string | null {
  let latest: string | null = null;
  for (const event of events) {
    if (event.status === status && (latest === null || event.at > latest)) latest = event.at;
  }
  return latest;
}

/**
 * The nine-step tracking timeline: steps up to and including the current status are done,
 * the current one is flagged, and each done step carries its own date from the history.
 */
export function buildTimeline(status: OrderStatus, events: StatusEvent[]): Timeline {
  const currentIndex = TIMELINE_STATUSES.indexOf(status as (typeof TIMELINE_STATUSES)[number]);
  const steps = TIMELINE_STATUSES.map((step, index) => {
    const done = currentIndex >= 0 && index <= currentIndex;
    return { status: step, done, current: index === currentIndex, at: done ? latestAt(events, step) : null };
  });
  return {
    steps,
    stopped: currentIndex >= 0 ? null : stoppedAt(status, events),
  };
}

/** When and (if the history says) why the order left the timeline. */
function stoppedAt(status: OrderStatus, events: StatusEvent[]): NonNullable<Timeline["stopped"]> {
  const at = latestAt(events, status);
  const note = events.find((event) => event.status === status && event.at === at)?.note;
  return note ? { status, at, note } : { status, at };
}
