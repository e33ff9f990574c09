import { z } from "zod";

export const MAX_COMMENT_LENGTH = 2000;

export type ReviewProblem = { title: string; description: string };

export const SIGN_IN_TO_REVIEW: ReviewProblem = { title: "Please sign in", description: "You need to sign in to add a review." };

/**
 * The spec's review checks, in order, shared by the review dialog and the server. Returns
 * the first problem, or null when the review may be saved.
 */
export function reviewProblem({ rating, comment }: { rating: number; comment: string }): ReviewProblem | null {
  if (!Number.isInteger(rating) || rating <= 0) {
    return { title: "Rating required", description: "Please select a rating before submitting." };
  }
  if (rating > 5) return { title: "Rating required", description: "Please select a rating from 1 to 5." };
  const trimmed = comment.trim();
  if (!trimmed) return { title: "Comment required", description: "Please write a review comment." };
  if (trimmed.length > MAX_COMMENT_LENGTH) {
    return { title: "Comment too long", description: `Please keep your review under ${MAX_COMMENT_LENGTH.toLocaleString("en-IN")} characters.` };
  }
  return null;
}

export const ReviewInputSchema = z.object({
  productId: z.uuid(),
  rating: z.coerce.number().int().min(1).max(5),
  comment: z.string().trim().min(1).max(MAX_COMMENT_LENGTH),
});

export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** The name shown on a review: display name, else the e-mail before the @, else 'Anonymous'. */
export function reviewerName({ displayName, email }: { displayName: string | null; email: string | null }): string {
  const name = displayName?.trim();
  if (name) return name;
  const local = email?.split("@")[0]?.trim();
  return local || "Anonymous";
}
