import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function load(env: NodeJS.ProcessEnv) {
  const folder = mkdtempSync(path.join(tmpdir(), "shop-config-"));
  folders.push(folder);
  return loadConfig({ DATA_DIR: folder, ...env });
}
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("accepted");
}

const SELLER = { SELLER_LEGAL_NAME: "HAL Power Solutions Pvt Ltd", SELLER_ADDRESS: "12 Mount Road, Chennai 600002", SELLER_STATE: "Tamil Nadu" };

describe("seller configuration (GST invoices)", () => {
  it("runs without a GSTIN (plain receipts), with series INV and the shop's home state", () => {
    const config = load({});
    expect(config.SELLER_GSTIN).toBeUndefined();
    expect(config.INVOICE_SERIES).toBe("INV");
    expect(config.SELLER_STATE).toBe("Tamil Nadu");
  });

  it("accepts a valid GSTIN for the seller's state, typed in lower case", () => {
    const config = load({ ...SELLER, SELLER_GSTIN: "33aaach7409r1z8", INVOICE_SERIES: "hp" });
    expect(config.SELLER_GSTIN).toBe("33AAACH7409R1Z8");
    expect(config.INVOICE_SERIES).toBe("HP");
  });

  it.each([
    [{ ...SELLER, SELLER_GSTIN: "33AAACH7409R1Z9" }, "SELLER_GSTIN: GSTIN check character does not match"],
    [{ ...SELLER, SELLER_GSTIN: "33AAACH7409R" }, "SELLER_GSTIN: GSTIN must be 15 characters"],
    [{ ...SELLER, SELLER_GSTIN: "27AAPFU0939F1ZV" }, "SELLER_GSTIN: starts with state code 27, but SELLER_STATE Tamil Nadu is 33"],
    [{ SELLER_GSTIN: "33AAACH7409R1Z8" }, "SELLER_ADDRESS:"],
    [{ SELLER_STATE: "Madras" }, "SELLER_STATE: must be one of"],
    [{ INVOICE_SERIES: "INVOICE" }, "INVOICE_SERIES: must be 1 to 4"],
    [{ INVOICE_SERIES: "IN/V" }, "INVOICE_SERIES: must be 1 to 4"],
  ])("refuses %o, naming the variable", (env, message) => {
    expect(refusal(env)).toContain(message);
  });
});
