import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words";

describe("amountInWords (Indian numbering)", () => {
  it.each([
    [50, "Fifty Paise Only"],
    [100, "Rupees One Only"],
    [99_999_00, "Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only"],
    [1_00_000_00, "Rupees One Lakh Only"],
    [12_34_56_789_00, "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only"],
    [1_29_999_50, "Rupees One Lakh Twenty-Nine Thousand Nine Hundred Ninety-Nine and Fifty Paise Only"],
    [0, "Rupees Zero Only"],
    [101_01, "Rupees One Hundred One and One Paise Only"],
    [1_00_00_00_000_00, "Rupees One Hundred Crore Only"],
    [20_00_015_19, "Rupees Twenty Lakh Fifteen and Nineteen Paise Only"],
  ])("%i paise → %s", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it("never throws on any amount up to a thousand crore, and never says an empty word", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_00_00_000_00 }), (paise) => {
        const words = amountInWords(paise);
        expect(words).toMatch(/Only$/);
        expect(words).not.toMatch(/ {2}|undefined|- /);
      }),
      { numRuns: 3000 },
    );
  });

  it("refuses fractions of a paisa and negative amounts", () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
