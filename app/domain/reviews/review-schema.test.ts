import { describe, expect, it } from "vitest";
import { MAX_COMMENT_LENGTH, reviewerName, reviewProblem } from "./review-schema";

describe("reviewProblem", () => {
  it("wants a rating first", () => {
    expect(reviewProblem({ rating: 0, comment: "" })).toEqual({
      title: "Rating required",
      description: "Please select a rating before submitting.",
    });
    expect(reviewProblem({ rating: Number.NaN, comment: "Good" })?.title).toBe("Rating required");
    expect(reviewProblem({ rating: 6, comment: "Good" })?.title).toBe("Rating required");
  });

  it("then a comment that is not blank", () => {
    for (const comment of ["", "   ", "\n\t"]) {
      expect(reviewProblem({ rating: 4, comment })).toEqual({
        title: "Comment required",
        description: "Please write a review comment.",
      });
    }
  });

  it("caps the comment length", () => {
    expect(reviewProblem({ rating: 4, comment: "a".repeat(MAX_COMMENT_LENGTH) })).toBeNull();
    expect(reviewProblem({ rating: 4, comment: "a".repeat(MAX_COMMENT_LENGTH + 1) })?.title).toBe("Comment too long");
  });

  it("accepts 1 to 5 stars with words", () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(reviewProblem({ rating, comment: "Works well" })).toBeNull();
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
