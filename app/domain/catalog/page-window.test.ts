import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("elides the middle of a long run", () => {
    expect(pageWindow(1, 2084)).toEqual([1, 2, "gap", 2084]);
    expect(pageWindow(50, 2084)).toEqual([1, "gap", 49, 50, 51, "gap", 2084]);
    expect(pageWindow(2084, 2084)).toEqual([1, "gap", 2083, 2084]);
  });
});
