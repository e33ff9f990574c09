import { describe, expect, it } from "vitest";
import { PaymentReferenceSchema } from "./payment-reference";

const MESSAGE = "Please enter the 12-digit UPI transaction reference.";

const messages = (value: unknown) => {
  const result = PaymentReferenceSchema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return result.error.issues.map((issue) => issue.message);
};

describe("PaymentReferenceSchema", () => {
  it("accepts the 12 digits a payer's app shows", () => {
    expect(PaymentReferenceSchema.parse("412345678901")).toBe("412345678901");
    expect(PaymentReferenceSchema.parse("000000000000")).toBe("000000000000");
  });

  it.each([
    ["4123 4567 8901", "412345678901"],
    [" 412345678901 ", "412345678901"],
    ["  4123  4567  8901  ", "412345678901"],
    ["4123\t4567\n8901", "412345678901"],
    ["4 1 2 3 4 5 6 7 8 9 0 1", "412345678901"],
    ["4123\u00a04567\u00a08901", "412345678901"],
  ])("removes the spaces in %j", (typed, reference) => {
    expect(PaymentReferenceSchema.parse(typed)).toBe(reference);
  });

  it.each([
    ["", "nothing"],
    ["   ", "only spaces"],
    ["41234567890", "11 digits"],
    ["4123 4567 890", "11 digits with spaces"],
    ["4123456789012", "13 digits"],
    ["41234567890a", "a letter"],
    ["UTR412345678901", "a prefix"],
    ["4123-4567-8901", "dashes"],
    ["4123.45678901", "a dot"],
    ["+412345678901", "a sign"],
    ["４１２３４５６７８９０１", "full-width digits"],
    ["٤١٢٣٤٥٦٧٨٩٠١", "Arabic-Indic digits"],
  ])("refuses %j (%s) with the exact message", (typed) => {
    expect(messages(typed)).toEqual([MESSAGE]);
  });

  it("accepts exactly 12 digits and no other length", () => {
    for (let length = 0; length <= 20; length++) {
      const digits = "9".repeat(length);
      const result = PaymentReferenceSchema.safeParse(digits);
      expect([length, result.success]).toEqual([length, length === 12]);
    }
  });

  it("refuses a value that is not text", () => {
    const result = PaymentReferenceSchema.safeParse(412345678901);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(["invalid_type"]);
  });
});
