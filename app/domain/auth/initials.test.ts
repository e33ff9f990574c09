import { describe, expect, it } from "vitest";
import { initials } from "./initials";
import { menuLabel } from "./shop-user";

describe("initials", () => {
  it("takes the first letters of two words", () => {
    expect(initials("Priya Sharma")).toBe("PS");
    expect(initials("ravi.kumar@example.in")).toBe("RK");
  });
  it("uses two letters of a single word", () => {
    expect(initials("anand")).toBe("AN");
    expect(initials("a")).toBe("A");
  });
  it("never comes back empty", () => {
    expect(initials("")).toBe("?");
    expect(initials("@example.in")).toBe("?");
  });
});

describe("menuLabel", () => {
  it("prefers the display name, else the e-mail", () => {
    expect(menuLabel({ displayName: "priya", email: "p@example.in" })).toBe("priya");
    expect(menuLabel({ displayName: null, email: "p@example.in" })).toBe("p@example.in");
    expect(menuLabel({ displayName: "  ", email: "p@example.in" })).toBe("p@example.in");
  });
});
