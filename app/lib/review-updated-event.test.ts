import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { announceReviewUpdated, onReviewUpdated, REVIEW_UPDATED_DELAY_MS, REVIEW_UPDATED_EVENT } from "./review-updated-event";

describe("the reviewUpdated event", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is announced 1,000 ms after saving, not before, with the product id", () => {
    const target = new EventTarget();
    const heard: string[] = [];
    onReviewUpdated(({ productId }) => heard.push(productId), target);
    announceReviewUpdated("product-1", target);
    expect(REVIEW_UPDATED_DELAY_MS).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual(["product-1"]);
  });

  it("is called 'reviewUpdated', as the spec names it, and stops reaching a listener that unsubscribed", () => {
    const target = new EventTarget();
    const raw: unknown[] = [];
    target.addEventListener("reviewUpdated", (event) => raw.push((event as CustomEvent).detail));
    const heard: string[] = [];
    const stop = onReviewUpdated(({ productId }) => heard.push(productId), target);
    stop();
    announceReviewUpdated("product-2", target);
    vi.runAllTimers();
    expect(REVIEW_UPDATED_EVENT).toBe("reviewUpdated");
    expect(raw).toEqual([{ productId: "product-2" }]);
    expect(heard).toEqual([]);
  });

  it("ignores an event of that name without a product id", () => {
    const target = new EventTarget();
    const heard: string[] = [];
    onReviewUpdated(({ productId }) => heard.push(productId), target);
    target.dispatchEvent(new CustomEvent(REVIEW_UPDATED_EVENT, { detail: {} }));
    target.dispatchEvent(new Event(REVIEW_UPDATED_EVENT));
    expect(heard).toEqual([]);
  });
});
