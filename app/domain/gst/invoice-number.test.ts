import { describe, expect, it } from "vitest";
import { documentFileName, financialYearCode, financialYearStart, formatDocumentNumber, formatIndianDate, formatInvoiceAmount, monthRange } from "./invoice-number";
import { formatHsn, normaliseHsn, defaultProductTax } from "./product-tax";

describe("financial year", () => {
  it("starts on 1 April in India's time", () => {
    expect(financialYearStart(new Date("2027-03-31T18:29:59Z"))).toBe(2026); // 23:59:59 IST, 31 March
    expect(financialYearStart(new Date("2027-03-31T18:30:00Z"))).toBe(2027); // 00:00 IST, 1 April
    expect(financialYearStart(new Date("2026-11-23T00:00:00Z"))).toBe(2026);
    expect(financialYearStart(new Date("2027-01-01T00:00:00Z"))).toBe(2026);
  });

  it("is written with two digits of each year", () => {
    expect(financialYearCode(2026)).toBe("2627");
    expect(financialYearCode(2099)).toBe("9900");
  });
});

describe("document numbers", () => {
  it("look like INV/2627/000123 and stay within 16 characters", () => {
    expect(formatDocumentNumber("INV", 2026, 123)).toBe("INV/2627/000123");
    expect(formatDocumentNumber("CN", 2026, 1)).toBe("CN/2627/000001");
    expect(formatDocumentNumber("HALP", 2026, 999_999)).toHaveLength(16);
    expect(formatDocumentNumber("INV", 2026, 1_234_567)).toBe("INV/2627/1234567");
    expect(() => formatDocumentNumber("HALP", 2026, 1_000_000)).toThrow(RangeError);
    expect(() => formatDocumentNumber("INV", 2026, 0)).toThrow(RangeError);
    expect(formatDocumentNumber("INV", 2026, 5)).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
  });

  it("make a file name", () => {
    expect(documentFileName("INV/2627/000123")).toBe("INV-2627-000123.pdf");
  });
});

describe("dates", () => {
  it("prints India's calendar date", () => {
    expect(formatIndianDate(new Date("2026-11-22T19:00:00Z"))).toBe("23-11-2026");
  });

  it("gives a month's range in India's time", () => {
    const { from, to } = monthRange(2026, 4);
    expect(from.toISOString()).toBe("2026-03-31T18:30:00.000Z");
    expect(to.toISOString()).toBe("2026-04-30T18:30:00.000Z");
    expect(monthRange(2026, 12).to.toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });
});

describe("product tax", () => {
  it("defaults by type", () => {
    expect(defaultProductTax("inverter")).toEqual({ hsnCode: "850440", gstRateBp: 1800 });
    expect(defaultProductTax("ups").hsnCode).toBe("850440");
    expect(defaultProductTax("battery").hsnCode).toBe("8507");
  });

  it("reads and prints HSN codes", () => {
    expect(normaliseHsn("8504 40")).toBe("850440");
    expect(normaliseHsn("8507.10")).toBe("850710");
    expect(normaliseHsn("8507")).toBe("8507");
    expect(normaliseHsn("85")).toBeNull();
    expect(normaliseHsn("85044")).toBeNull();
    expect(formatHsn("850440")).toBe("8504 40");
    expect(formatHsn("8507")).toBe("8507");
    expect(formatHsn("85044010")).toBe("8504 40 10");
  });
});

describe("invoice amounts", () => {
  it("always show paise, in Indian grouping", () => {
    expect(formatInvoiceAmount(17_997_00)).toBe("17,997.00");
    expect(formatInvoiceAmount(1_29_999_50)).toBe("1,29,999.50");
    expect(formatInvoiceAmount(5)).toBe("0.05");
  });
});
