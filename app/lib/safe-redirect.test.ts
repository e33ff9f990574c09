import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/cart")).toBe("/cart");
    expect(safeRedirect("/products?type=ups")).toBe("/products?type=ups");
  });

  it("refuses other sites and odd values", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null, undefined]) {
      expect(safeRedirect(bad)).toBe("/");
    }
    expect(safeRedirect("https://evil.example", "/admin")).toBe("/admin");
  });
});
