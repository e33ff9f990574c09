import { describe, expect, it } from "vitest";
import { othersShare, type Snapshot } from "./cpu-share";

const snapshot = (total: number, processes: [pid: number, ticks: number, ours: boolean][]): Snapshot => ({
  total,
  processes: new Map(processes.map(([pid, ticks, ours]) => [pid, { ticks, ours }])),
});

describe("othersShare", () => {
  it("counts what other processes gained, as a share of the machine's time", () => {
    const before = snapshot(1000, [[1, 100, true], [2, 50, false]]);
    const after = snapshot(1200, [[1, 250, true], [2, 100, false], [3, 30, false]]);
    // Process 2 gained 50 and process 3 started and used 30: 80 of 200 ticks.
    expect(othersShare(before, after)).toBeCloseTo(0.4);
  });

  it("does not count our processes that ended or lost their parent as someone else's", () => {
    // 10: ours, ended (Chromium closed); 11: ours before, reparented to init after its parent ended.
    const before = snapshot(1000, [[10, 400, true], [11, 20, true]]);
    const after = snapshot(1100, [[11, 90, false]]);
    expect(othersShare(before, after)).toBe(0);
  });

  it("knows nothing when no time passed", () => {
    const same = snapshot(1000, [[2, 50, false]]);
    expect(othersShare(same, same)).toBeNull();
  });
});
