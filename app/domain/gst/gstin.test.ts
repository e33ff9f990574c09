import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INDIAN_STATES } from "~/domain/checkout/indian-states";
import { GST_STATE_CODES, gstStateCode, stateForGstCode, stateWithCode } from "./gst-states";
import { gstinCheckCharacter, gstinProblem, isValidGstin, normaliseGstin } from "./gstin";

// Registered GSTINs as printed on real invoices (a Maharashtra firm, Reliance Industries in
// Maharashtra, a Tamil Nadu company, a Gujarat company and a Karnataka company).
const REAL = ["27AAPFU0939F1ZV", "27AAACR5055K1Z7", "33AAACH7409R1Z8", "24AAACC1206D1ZM", "29AAGCR4375J1ZU"];
const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

describe("GST state codes", () => {
  it("gives each of the 36 states and union territories its own two-digit code", () => {
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual([...INDIAN_STATES].sort());
    const codes = Object.values(GST_STATE_CODES);
    expect(new Set(codes).size).toBe(36);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
  });

  it("uses the GSTN's codes", () => {
    expect(gstStateCode("Tamil Nadu")).toBe("33");
    expect(gstStateCode("Karnataka")).toBe("29");
    expect(gstStateCode("Maharashtra")).toBe("27");
    expect(gstStateCode("Delhi")).toBe("07");
    expect(gstStateCode("Jammu and Kashmir")).toBe("01");
    expect(gstStateCode("Dadra and Nagar Haveli and Daman and Diu")).toBe("26");
    expect(gstStateCode("Andhra Pradesh")).toBe("37");
    expect(gstStateCode("Ladakh")).toBe("38");
    expect(stateWithCode("Tamil Nadu")).toBe("Tamil Nadu (33)");
    expect(stateForGstCode("36")).toBe("Telangana");
    expect(stateForGstCode("25")).toBeUndefined();
  });
});

describe("GSTIN", () => {
  it.each(REAL)("accepts the registered GSTIN %s", (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it.each(REAL)("refuses %s with any other check character", (gstin) => {
    for (const wrong of CHARSET.replace(gstin[14] as string, "")) {
      expect(gstinProblem(gstin.slice(0, 14) + wrong)).toBe("check");
    }
  });

  it("refuses a mistyped character (the check character catches it)", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem("27AAPFU0938F1ZV")).toBe("check");
    expect(gstinProblem("27AAPFU0993F1ZV")).toBe("check"); // two digits swapped
  });

  it("refuses wrong shapes and unknown state codes", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("format");
    expect(gstinProblem("27AAPFU0939F1ZVX")).toBe("format");
    expect(gstinProblem("27aapfu0939f1zv")).toBe("format");
    expect(gstinProblem("27AAPFU0939F0ZV")).toBe("format");
    expect(gstinProblem("27AAPFU0939F1YV")).toBe("format");
    expect(gstinProblem("AAAAPFU0939F1ZV")).toBe("format");
    expect(gstinProblem("25AAPFU0939F1ZV")).toBe("state");
    expect(gstinProblem("99AAPFU0939F1ZV")).toBe("state");
  });

  it("normalises what people type", () => {
    expect(normaliseGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(normaliseGstin("27 AAPFU 0939 F1ZV")).toBe("27AAPFU0939F1ZV");
  });

  it("accepts every well-formed GSTIN with its computed check character, and no other", () => {
    const state = fc.constantFrom(...Object.values(GST_STATE_CODES));
    const letters = (n: number) => fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"), minLength: n, maxLength: n });
    const digits = (n: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n, maxLength: n });
    const entity = fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const body = fc.tuple(state, letters(5), digits(4), letters(1), entity).map((parts) => `${parts.join("")}Z`);
    fc.assert(
      fc.property(body, fc.constantFrom(...CHARSET), (first14, check) => {
        const valid = gstinCheckCharacter(first14);
        expect(isValidGstin(first14 + check)).toBe(check === valid);
      }),
      { numRuns: 5000 },
    );
  });
});
