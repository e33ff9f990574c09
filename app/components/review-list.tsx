import { BadgeCheck, RefreshCw } from "lucide-react";
import { StarRating } from "~/components/star-rating";
import { Button } from "~/components/ui/button";
import { formatReviewDate } from "~/domain/reviews/review-date";
import type { PublicReview } from "~/domain/reviews/views";


/**
 * Customer reviews, newest first. Comments are rendered as text by React, so a comment
 * containing HTML shows literally and runs nothing.
 */
export function ReviewList({
  reviews,
  onRefresh,
  refreshing,
}: {
  reviews: PublicReview[];
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="reviews-heading" className="text-xl font-semibold">
          Customer Reviews
        </h2>
        <Button type="button" variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {reviews.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          No reviews yet. Be the first to review this product!
        </p>
      ) : (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">{review.userName}</p>
                <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
                  {formatReviewDate(review.createdAt)}
                </time>
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-3">
                <StarRating rating={review.rating} />
                <span
                  className="inline-flex items-center gap-1 text-xs font-medium text-success"
                  title="Reviews come only from customers whose order of this product was delivered."
                >
                  <BadgeCheck className="size-4" aria-hidden="true" />
                  Verified purchase
                </span>
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-sm">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
