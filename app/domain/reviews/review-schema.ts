import { z } from "zod";

export const MAX_COMMENT_LENGTH = 2000;

export const SIGN_IN_TO_REVIEW = { title: "Please sign in", description: "You need to sign in to add a review." } as const;
export const REVIEW_SAVE_FAILED = { title: "Error", description: "Failed to save review. Please try again." } as const;
export const REVIEW_ADDED = { title: "Review added", description: "Thank you for your review!" } as const;
export const REVIEW_UPDATED = { title: "Review updated", description: "Your review has been updated successfully!" } as const;

const RATING_REQUIRED = "Rating required";

/**
 * The review form, checked by the dialog on submit and again by the action: the spec's
 * checks in the spec's order (a rating, then a non-blank comment), then what the database
 * keeps. The comment is saved trimmed.
 */
export const ReviewFormSchema = z
  .object({
    productId: z.string(),
    // A missing or non-numeric rating is no rating.
    rating: z.coerce.number<unknown>().catch(0),
    comment: z.string(),
  })
  .refine((form) => Number.isInteger(form.rating) && form.rating > 0, {
    path: ["rating"],
    message: "Please select a rating before submitting.",
    params: { title: RATING_REQUIRED },
    abort: true,
  })
  .refine((form) => form.rating <= 5, {
    path: ["rating"],
    message: "Please select a rating from 1 to 5.",
    params: { title: RATING_REQUIRED },
    abort: true,
  })
  .refine((form) => form.comment.trim().length > 0, {
    path: ["comment"],
    message: "Please write a review comment.",
    params: { title: "Comment required" },
    abort: true,
  })
  .refine((form) => form.comment.trim().length <= MAX_COMMENT_LENGTH, {
    path: ["comment"],
    message: `Please keep your review under ${MAX_COMMENT_LENGTH.toLocaleString("en-IN")} characters.`,
    params: { title: "Comment too long" },
    abort: true,
  })
  .pipe(
    z.object({
      productId: z.uuid("Unknown product."),
      rating: z.number(),
      comment: z.string().trim(),
    }),
  );

export type ReviewForm = z.output<typeof ReviewFormSchema>;

/**
 * The name shown on a public review: the username the customer chose, else the first name
 * and the initial of the last (a Google profile's "Priya Sharma" shows as "Priya S."), else
 * 'Anonymous'. Never a full profile name or any part of an e-mail address.
 */
export function reviewerName({ username, name }: { username: string | null; name: string | null }): string {
  const chosen = username?.trim();
  if (chosen) return chosen;
  const words = (name ?? "").trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0 || words.some((word) => word.includes("@"))) return "Anonymous";
  const [first, ...rest] = words as [string, ...string[]];
  const initial = [...(rest.at(-1) ?? "")][0];
  return initial ? `${first} ${initial.toLocaleUpperCase("en-IN")}.` : first;
}
