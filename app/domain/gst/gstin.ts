import { stateForGstCode } from "./gst-states";

const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * 2 digits of state code, the holder's 10-character PAN (5 letters, 4 digits, 1 letter), the
 * entity number (1–9, A–Z), "Z" by default, and one check character.
 */
const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTN's check character over the first 14 characters: each character's base-36 value is
 * multiplied by 1 and 2 alternately, the quotient and remainder of each product by 36 are
 * added up, and the check character is the one that brings that sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14[i] ?? "");
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36] as string;
}

export type GstinProblem = "format" | "state" | "check";

/** Upper-cases and drops spaces, as people type GSTINs. */
export function normaliseGstin(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** Why a (normalised) GSTIN is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_FORMAT.test(gstin)) return "format";
  if (!stateForGstCode(gstin.slice(0, 2))) return "state";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "check";
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  format: "GSTIN must be 15 characters: 2-digit state code, 10-character PAN, entity number, Z and a check character",
  state: "GSTIN must start with a valid state code",
  check: "GSTIN check character does not match — please check for a typing mistake",
};
