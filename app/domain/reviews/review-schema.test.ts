import { describe, expect, it } from "vitest";
import { checkForm } from "~/domain/forms/form-problems";
import { MAX_COMMENT_LENGTH, reviewerName, ReviewFormSchema } from "./review-schema";

const PRODUCT = "5b0c6a36-3f5f-4d3c-9b43-0c1f8d9d2a11";
const check = (input: Record<string, unknown>) => checkForm(ReviewFormSchema, { productId: PRODUCT, ...input });

describe("ReviewFormSchema", () => {
  it("asks for a rating first, even when the comment is empty too", () => {
    expect(check({ rating: 0, comment: "" })).toEqual({
      ok: false,
      title: "Rating required",
      description: "Please select a rating before submitting.",
      fieldErrors: { rating: "Please select a rating before submitting." },
    });
    for (const rating of [Number.NaN, "", "abc", undefined, 2.5, -1]) {
      expect(check({ rating, comment: "Good" })).toMatchObject({ title: "Rating required", description: "Please select a rating before submitting." });
    }
  });

  it("refuses more than 5 stars", () => {
    expect(check({ rating: 6, comment: "Good" })).toMatchObject({
      title: "Rating required",
      description: "Please select a rating from 1 to 5.",
    });
  });

  it("asks for a comment that is not blank", () => {
    for (const comment of ["", "   \n "]) {
      expect(check({ rating: 4, comment })).toEqual({
        ok: false,
        title: "Comment required",
        description: "Please write a review comment.",
        fieldErrors: { comment: "Please write a review comment." },
      });
    }
  });

  it("keeps comments to 2,000 characters, counted after trimming", () => {
    expect(check({ rating: 4, comment: ` ${"a".repeat(MAX_COMMENT_LENGTH)} ` }).ok).toBe(true);
    expect(check({ rating: 4, comment: "a".repeat(MAX_COMMENT_LENGTH + 1) })).toMatchObject({
      title: "Comment too long",
      description: "Please keep your review under 2,000 characters.",
    });
  });

  it("accepts 1 to 5 stars with words, from the form's strings, and trims the comment", () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(check({ rating: String(rating), comment: "  Works well " })).toEqual({
        ok: true,
        data: { productId: PRODUCT, rating, comment: "Works well" },
      });
    }
  });

  it("refuses a product id that is not one, once the review itself is fine", () => {
    expect(checkForm(ReviewFormSchema, { productId: "HAL1", rating: 5, comment: "Good" })).toMatchObject({
      ok: false,
      title: "Error",
      description: "Unknown product.",
    });
  });
});

describe("reviewerName", () => {
  it("prefers the display name, then the e-mail's local part, then Anonymous", () => {
    expect(reviewerName({ displayName: "Priya", email: "p@example.in" })).toBe("Priya");
    expect(reviewerName({ displayName: "  ", email: "ravi.k@example.in" })).toBe("ravi.k");
    expect(reviewerName({ displayName: null, email: null })).toBe("Anonymous");
    expect(reviewerName({ displayName: null, email: "@example.in" })).toBe("Anonymous");
  });
});
