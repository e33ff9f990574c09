import { MessageSquarePlus, Pencil } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { StarRatingInput } from "~/components/star-rating-input";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { checkForm } from "~/domain/forms/form-problems";
import { MAX_COMMENT_LENGTH, ReviewFormSchema } from "~/domain/reviews/review-schema";
import { toast } from "~/hooks/use-toast";
import { announceReviewUpdated } from "~/lib/review-updated-event";
import type { action } from "~/routes/orders.server";

/** Write or edit the review of one delivered product. */
export function ReviewDialog({
  productId,
  productName,
  existing,
}: {
  productId: string;
  productName: string;
  existing: { rating: number; comment: string } | null;
}) {
  const fetcher = useFetcher<typeof action>();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? "");
  const commentId = useId();
  const saving = fetcher.state !== "idle";

  const result = fetcher.data;
  // A saved review closes the dialog (adjusting state while rendering, not in an effect).
  const [handled, setHandled] = useState(result);
  if (result !== handled) {
    setHandled(result);
    if (result?.ok) setOpen(false);
  }
  useEffect(() => {
    if (!result) return;
    if (result.toast) toast(result.toast);
    if (result.ok) announceReviewUpdated(productId);
  }, [result, productId]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(ReviewFormSchema, { productId, rating, comment });
    if (!checked.ok) {
      toast({ title: checked.title, description: checked.description, variant: "destructive" });
      return;
    }
    fetcher.submit({ intent: "review", productId, rating: String(rating), comment }, { method: "post", action: "/orders" });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setRating(existing?.rating ?? 0);
          setComment(existing?.comment ?? "");
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          {existing ? <Pencil aria-hidden="true" /> : <MessageSquarePlus aria-hidden="true" />}
          {existing ? "Edit Review" : "Write a Review"}
          <span className="sr-only"> for {productName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>{existing ? "Edit your review" : "Write a review"}</DialogTitle>
            <DialogDescription>{productName}</DialogDescription>
          </DialogHeader>
          <StarRatingInput value={rating} onChange={setRating} />
          <div className="space-y-1.5">
            <Label htmlFor={commentId}>Your review</Label>
            <Textarea
              id={commentId}
              name="comment"
              rows={5}
              maxLength={MAX_COMMENT_LENGTH}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              placeholder="How has it worked for you?"
            />
            <p className="text-right text-xs text-muted-foreground">
              {comment.length.toLocaleString("en-IN")} / {MAX_COMMENT_LENGTH.toLocaleString("en-IN")}
            </p>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={saving || rating === 0}>
              {saving ? "Saving..." : existing ? "Update Review" : "Submit Review"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
