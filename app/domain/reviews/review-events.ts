/** Fired on `window` after a review is saved, so open product pages refetch their reviews. */
export const REVIEW_UPDATED_EVENT = "reviewUpdated";
/** The spec's delay between saving and announcing. */
export const REVIEW_UPDATED_DELAY_MS = 1000;

export type ReviewUpdatedDetail = { productId: string };

export function announceReviewUpdated(productId: string, delayMs = REVIEW_UPDATED_DELAY_MS) {
  return setTimeout(() => {
    window.dispatchEvent(
      new CustomEvent<ReviewUpdatedDetail>(REVIEW_UPDATED_EVENT, { detail: { productId } }),
    );
  }, delayMs);
}
