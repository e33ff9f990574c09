import { describe, expect, it } from "vitest";
import { containsPattern, escapeLike } from "./escape-like";

describe("escapeLike", () => {
  it("escapes the three LIKE metacharacters and nothing else", () => {
    expect(escapeLike("50%_off\\now")).toBe("50\\%\\_off\\\\now");
    expect(escapeLike("Luminous 1100VA 'Eco'")).toBe("Luminous 1100VA 'Eco'");
  });

  it("wraps the escaped text for a match anywhere", () => {
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("")).toBe("%%");
  });
});
