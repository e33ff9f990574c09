import { describe, expect, it } from "vitest";
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY } from "./use-toast";

const toastOf = (id: string) => ({ id, title: `Toast ${id}`, open: true });

describe("the toast store", () => {
  it("keeps the spec's limits: one toast at a time, removed 1,000,000 ms after dismissal", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it("lets a new toast replace the one on screen", () => {
    const first = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: toastOf("1") });
    const second = reducer(first, { type: "ADD_TOAST", toast: toastOf("2") });
    expect(second.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("closes a dismissed toast but keeps it until it is removed", () => {
    const shown = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: toastOf("1") });
    const dismissed = reducer(shown, { type: "DISMISS_TOAST", toastId: "1" });
    expect(dismissed.toasts).toEqual([{ ...toastOf("1"), open: false }]);
    expect(reducer(dismissed, { type: "REMOVE_TOAST", toastId: "1" }).toasts).toEqual([]);
    expect(reducer(shown, { type: "REMOVE_TOAST", toastId: "other" }).toasts).toEqual([toastOf("1")]);
  });

  it("updates a toast in place", () => {
    const shown = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: toastOf("1") });
    expect(reducer(shown, { type: "UPDATE_TOAST", toast: { id: "1", title: "Changed" } }).toasts[0]?.title).toBe("Changed");
  });
});
