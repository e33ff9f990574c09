import type { IndianState } from "~/domain/checkout/indian-states";

/**
 * The two-digit GST state codes (the first two digits of every GSTIN, and the code printed
 * beside the place of supply), for the 28 states and 8 union territories the shop delivers to.
 */
export const GST_STATE_CODES: Readonly<Record<IndianState, string>> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

export function gstStateCode(state: IndianState): string {
  return GST_STATE_CODES[state];
}

/** "Tamil Nadu (33)", as the place of supply is printed. */
export function stateWithCode(state: IndianState): string {
  return `${state} (${GST_STATE_CODES[state]})`;
}

const STATE_BY_CODE = new Map(Object.entries(GST_STATE_CODES).map(([state, code]) => [code, state as IndianState]));

export function stateForGstCode(code: string): IndianState | undefined {
  return STATE_BY_CODE.get(code);
}
