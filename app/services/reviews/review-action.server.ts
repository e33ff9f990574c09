import { data, type RouterContextProvider } from "react-router";
import type { ShopUser } from "~/domain/auth/shop-user";
import { ReviewInputSchema, reviewerName, reviewProblem } from "~/domain/reviews/review-schema";
import { getRequestInfo, getServices } from "~/services/app-context.server";
import { saveReview } from "./save-review.server";

const FAILED = { title: "Error", description: "Failed to save review. Please try again.", variant: "destructive" as const };

/** The review form's action: the spec's checks again, then the verified-purchase rule. */
export async function reviewAction(context: Readonly<RouterContextProvider>, user: ShopUser, form: FormData) {
  const rating = Number(form.get("rating") ?? 0);
  const comment = String(form.get("comment") ?? "");
  const problem = reviewProblem({ rating, comment });
  if (problem) return data({ ok: false as const, toast: { ...problem, variant: "destructive" as const } }, { status: 400 });
  const parsed = ReviewInputSchema.safeParse({ productId: form.get("productId"), rating, comment });
  if (!parsed.success) return data({ ok: false as const, toast: { ...FAILED, description: "Unknown product." } }, { status: 400 });
  try {
    const result = await saveReview(getServices(context).db, {
      userId: user.id,
      userName: reviewerName({ displayName: user.displayName, email: user.email }),
      input: parsed.data,
    });
    if (!result.ok) return data({ ok: false as const, toast: { ...FAILED, description: result.message } }, { status: result.status });
    return {
      ok: true as const,
      productId: parsed.data.productId,
      toast: result.created
        ? { title: "Review added", description: "Thank you for your review!" }
        : { title: "Review updated", description: "Your review has been updated successfully!" },
    };
  } catch (error) {
    getRequestInfo(context).log.error({ err: error }, "saving a review failed");
    return data({ ok: false as const, toast: FAILED }, { status: 500 });
  }
}
