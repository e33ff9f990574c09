import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatReviewDate } from "./review-date";

const intl = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

describe("formatReviewDate", () => {
  it("writes the date in India", () => {
    expect(formatReviewDate("2026-09-05T12:00:00.000Z")).toBe("5 Sept 2026");
    // 18:30 UTC is midnight in India: the next day there.
    expect(formatReviewDate("2025-12-31T18:30:00.000Z")).toBe("1 Jan 2026");
    expect(formatReviewDate("2025-12-31T18:29:59.999Z")).toBe("31 Dec 2025");
  });

  it("writes every date as Intl's en-IN format for Asia/Kolkata does", () => {
    const dates = fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2200-12-31T23:59:59Z"), noInvalidDate: true });
    fc.assert(
      fc.property(dates, (date) => formatReviewDate(date.toISOString()) === intl.format(date)),
      { numRuns: 20_000 },
    );
  });
});
