import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, TIMELINE_STATUSES } from "./order-status";
import { buildTimeline, type StatusEvent } from "./timeline";

const events: StatusEvent[] = [
  { status: "Order Placed", at: "2026-11-01T10:00:00.000Z" },
  { status: "Payment Confirmed", at: "2026-11-01T12:00:00.000Z" },
  { status: "Order Verified", at: "2026-11-02T09:00:00.000Z" },
  { status: "Packed", at: "2026-11-03T09:00:00.000Z" },
];

describe("buildTimeline", () => {
  it.each(TIMELINE_STATUSES.map((status, index) => [status, index] as const))(
    "for %s marks the steps up to it done and flags it current",
    (status, index) => {
      const { steps, stopped } = buildTimeline(status, events);
      expect(steps).toHaveLength(9);
      expect(stopped).toBeNull();
      expect(steps.map((s) => s.done)).toEqual(TIMELINE_STATUSES.map((_, i) => i <= index));
      expect(steps.filter((s) => s.current).map((s) => s.status)).toEqual([status]);
    },
  );

  it.each(["Cancelled", "Returned"] as const)("for %s marks nothing done and says it stopped", (status) => {
    const { steps, stopped } = buildTimeline(status, [...events, { status, at: "2026-11-04T08:00:00.000Z" }]);
    expect(steps).toEqual(TIMELINE_STATUSES.map((step) => ({ status: step, done: false, current: false, at: null })));
    expect(stopped).toEqual({ status, at: "2026-11-04T08:00:00.000Z" });
    const noted = buildTimeline(status, [...events, { status, at: "2026-11-04T08:00:00.000Z", note: "Cancelled: not paid in time" }]);
    expect(noted.stopped).toEqual({ status, at: "2026-11-04T08:00:00.000Z", note: "Cancelled: not paid in time" });
  });

  it("covers all 11 statuses", () => {
    for (const status of ORDER_STATUSES) expect(buildTimeline(status, []).steps).toHaveLength(9);
  });

  it("gives each done step its own date, and none to steps not reached", () => {
    const { steps } = buildTimeline("Packed", events);
    expect(steps.slice(0, 4).map((s) => s.at)).toEqual(events.map((e) => e.at));
    expect(steps.slice(4).map((s) => s.at)).toEqual([null, null, null, null, null]);
  });

  it("uses the latest arrival when a status was set twice, and null for a skipped step", () => {
    const { steps } = buildTimeline("Shipped", [
      { status: "Order Placed", at: "2026-11-01T10:00:00.000Z" },
      { status: "Packed", at: "2026-11-02T10:00:00.000Z" },
      { status: "Order Placed", at: "2026-11-03T10:00:00.000Z" },
      { status: "Shipped", at: "2026-11-04T10:00:00.000Z" },
    ]);
    expect(steps[0]?.at).toBe("2026-11-03T10:00:00.000Z");
    expect(steps[1]?.at).toBeNull(); // Payment Confirmed was skipped
    expect(steps[5]).toMatchObject({ status: "Shipped", done: true, current: true, at: "2026-11-04T10:00:00.000Z" });
  });
});
