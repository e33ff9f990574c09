import { Trash2 } from "lucide-react";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { StarRating } from "~/components/star-rating";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { AdminQuery } from "~/domain/admin/admin-tabs";
import { useAdminAction } from "~/hooks/use-admin-action";
import type { AdminReviewRow } from "~/domain/admin/views";

const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export function ReviewsTab({ data, query }: { data: { reviews: AdminReviewRow[]; totalReviews: number }; query: AdminQuery }) {
  return (
    <section aria-labelledby="reviews-admin-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-admin-heading" className="text-xl font-semibold">
          Reviews
        </h2>
        <p className="text-sm text-muted-foreground">Total Reviews: {data.totalReviews}</p>
      </div>
      {data.reviews.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No reviews yet.</p>
      ) : (
        <Table containerLabel="Reviews">
          <TableHeader>
            <TableRow>
              <TableHead>Product</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead>Rating</TableHead>
              <TableHead>Comment</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.reviews.map((review) => (
              <ReviewTableRow key={review.id} review={review} />
            ))}
          </TableBody>
        </Table>
      )}
      <AdminPagination query={query} matching={data.totalReviews} />
    </section>
  );
}

function ReviewTableRow({ review }: { review: AdminReviewRow }) {
  const action = useAdminAction();
  return (
    <TableRow>
      <TableCell>
        <p className="font-medium">{review.productName ?? "Unknown Product"}</p>
        {review.productBrand ? <p className="text-sm text-muted-foreground">{review.productBrand}</p> : null}
      </TableCell>
      <TableCell>{review.userName}</TableCell>
      <TableCell className="whitespace-nowrap">
        <StarRating rating={review.rating} />
      </TableCell>
      <TableCell className="max-w-xs">
        <p className="line-clamp-2 break-words" title={review.comment}>
          {review.comment.length > 120 ? `${review.comment.slice(0, 120)}…` : review.comment}
        </p>
      </TableCell>
      <TableCell className="whitespace-nowrap">{day.format(new Date(review.createdAt))}</TableCell>
      <TableCell>
        <ConfirmDialog
          message="Are you sure you want to delete this review? This action cannot be undone."
          onConfirm={() => action.run({ intent: "delete-review", reviewId: review.id })}
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Delete review by ${review.userName}`} disabled={action.busy}>
              <Trash2 aria-hidden="true" />
            </Button>
          }
        />
      </TableCell>
    </TableRow>
  );
}
