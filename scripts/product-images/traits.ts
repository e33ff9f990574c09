/** What a product's spec sheet says about how it looks (display, solar, lithium, …). */
import type { DemoProduct } from "../../app/db/seed/demo-catalogue";

export function specValue(p: DemoProduct, labelName: string): string {
  return p.specifications.find((s) => s.label === labelName)?.value ?? "";
}
const allSpecText = (p: DemoProduct) => p.specifications.map((s) => `${s.label} ${s.value}`).join(" ");
export const hasLcd = (p: DemoProduct) => /LCD|MPPT/.test(allSpecText(p));
export const hasWifi = (p: DemoProduct) => /Wi-Fi|Bluetooth/.test(allSpecText(p)) || /Wi-Fi/.test(p.name);
export const isSolar = (p: DemoProduct) => specValue(p, "Solar charge controller") !== "";
export const isOnline = (p: DemoProduct) => /Online/i.test(specValue(p, "Topology"));
export const isLithium = (p: DemoProduct) => /LiFePO4/.test(specValue(p, "Chemistry"));
export const is48V = (p: DemoProduct) => /^(48|51)/.test(p.capacity) || /^51\.2V/.test(specValue(p, "Capacity"));
export const usesIec = (p: DemoProduct) => /IEC/.test(specValue(p, "Outlets"));
