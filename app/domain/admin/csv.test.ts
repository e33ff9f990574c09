import { describe, expect, it } from "vitest";
import { csvField, csvRow } from "./csv";

describe("csvField", () => {
  it("leaves plain values alone", () => {
    expect(csvField("HAL123")).toBe("HAL123");
    expect(csvField(1499)).toBe("1499");
    expect(csvField(null)).toBe("");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvField("12, Anna Salai")).toBe('"12, Anna Salai"');
    expect(csvField('The "best" shop')).toBe('"The ""best"" shop"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+91 98765", "'+91 98765"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", `"'\rcmd"`],
  ])("defuses a formula-leading %j as %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("defuses formulas that also need quoting", () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("keeps negative numbers as numbers", () => {
    expect(csvField(-5)).toBe("-5");
  });
});

describe("csvRow", () => {
  it("joins fields and ends with CRLF", () => {
    expect(csvRow(["a", "b,c", 3])).toBe('a,"b,c",3\r\n');
  });
});
