import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const BASE = "https://shop.example.in";

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/cart")).toBe("/cart");
    expect(safeRedirect("/products?type=ups")).toBe("/products?type=ups");
    expect(safeRedirect("/products?q=a%20b#top", "/", BASE)).toBe("/products?q=a%20b#top");
    expect(safeRedirect("/track-order?orderId=HAL123456&sig=abc", "/", BASE)).toBe("/track-order?orderId=HAL123456&sig=abc");
  });

  it("refuses other sites and odd values", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null, undefined]) {
      expect(safeRedirect(bad)).toBe("/");
    }
    expect(safeRedirect("https://evil.example", "/admin")).toBe("/admin");
  });

  it.each([
    ["a tab after the slash (browsers drop it: //evil)", "/\t/evil.example"],
    ["a newline after the slash", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["a space", "/ /evil.example"],
    ["a no-break space", "/\u00a0/evil.example"],
    ["an ideographic space", "/\u3000/evil.example"],
    ["a NUL", "/\u0000/evil.example"],
    ["DEL", "/\u007f/evil.example"],
    ["a C1 control", "/\u0085/evil.example"],
    ["a backslash later", "/cart\\..\\\\evil.example"],
    ["backslash then slash", "/\\/evil.example"],
    ["a leading tab", "\t//evil.example"],
    ["three slashes", "///evil.example"],
    ["a dot segment into //", "/.//evil.example"],
    ["a parent segment into //", "/a/../..//evil.example"],
    ["a scheme", "http:evil.example"],
    ["a data URL", "data:text/html,<script>alert(1)</script>"],
    ["a protocol-relative URL with credentials", "//user@evil.example"],
    ["something enormous", `/${"a".repeat(3000)}`],
  ])("refuses %s", (_name, bad) => {
    expect(safeRedirect(bad, "/", BASE)).toBe("/");
  });

  it("answers with the resolved path, so dot segments are gone", () => {
    expect(safeRedirect("/products/../cart", "/", BASE)).toBe("/cart");
    expect(safeRedirect("/%2F%2Fevil.example", "/", BASE)).toBe("/%2F%2Fevil.example");
  });
});
