/** Fired on `window` after a review is saved, so open product pages refetch their reviews. */
export const REVIEW_UPDATED_EVENT = "reviewUpdated";
/** The spec's delay between saving and announcing. */
export const REVIEW_UPDATED_DELAY_MS = 1000;

export type ReviewUpdatedDetail = { productId: string };

/** Announces a saved review after the spec's delay. `target` is the window, except in unit tests. */
export function announceReviewUpdated(productId: string, target: EventTarget = window): ReturnType<typeof setTimeout> {
  return setTimeout(() => {
    target.dispatchEvent(new CustomEvent<ReviewUpdatedDetail>(REVIEW_UPDATED_EVENT, { detail: { productId } }));
  }, REVIEW_UPDATED_DELAY_MS);
}

/** Calls `onUpdated` for every announcement; returns the unsubscribe function. */
export function onReviewUpdated(listener: (detail: ReviewUpdatedDetail) => void, target: EventTarget = window): () => void {
  const handle = (event: Event) => {
    if (event instanceof CustomEvent && typeof event.detail?.productId === "string") listener(event.detail as ReviewUpdatedDetail);
  };
  target.addEventListener(REVIEW_UPDATED_EVENT, handle);
  return () => target.removeEventListener(REVIEW_UPDATED_EVENT, handle);
}
