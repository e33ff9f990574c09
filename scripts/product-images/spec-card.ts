/** The third image of every product: name, capacity and the first four spec rows. */
import type { DemoProduct } from "../../app/db/seed/demo-catalogue";
import { brandColour, fit, rect, shade, text } from "./svg";

const TYPE_BADGE: Record<DemoProduct["type"], string> = { inverter: "HOME INVERTER", ups: "UPS", battery: "BATTERY" };

/** Splits a name into two lines at the space nearest its middle. */
function splitName(name: string): [string, string] {
  const mid = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === " " && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  }
  return best < 0 ? [name, ""] : [name.slice(0, best), name.slice(best + 1)];
}

export function specCard(p: DemoProduct): string {
  const c = brandColour(p.brand);
  const dark = shade(c, 0.25);
  let s = rect(66, 72, 680, 680, "#0f172a", 28, `opacity=".07"`);
  s += rect(60, 60, 680, 680, "#ffffff", 28);
  s += `<path d="M60 262V88a28 28 0 0 1 28-28h624a28 28 0 0 1 28 28v174z" fill="${c}"/>`;
  s += text(100, 112, p.brand.toUpperCase(), { size: 22, weight: 700, ls: 3, opacity: 0.85 });
  const badge = TYPE_BADGE[p.type];
  const bw = badge.length * 13 + 36;
  s += rect(700 - bw, 86, bw, 36, "#ffffff", 18, `opacity=".2"`);
  s += text(700 - bw / 2, 110, badge, { size: 17, weight: 700, anchor: "middle", ls: 1.5 });
  const oneLine = fit(p.name, 600, 42, 0.64);
  if (oneLine >= 34) {
    s += text(100, 196, p.name, { size: oneLine, weight: 800 });
  } else {
    const [a, b] = splitName(p.name);
    const size = fit(a.length > b.length ? a : b, 600, 38, 0.64);
    s += text(100, 178, a, { size, weight: 800 }) + text(100, 224, b, { size, weight: 800 });
  }
  s += text(100, 308, "CAPACITY", { size: 17, weight: 700, fill: "#64748b", ls: 2 });
  s += text(100, 362, p.capacity, { size: 54, weight: 800, fill: dark });
  const rows = p.specifications.slice(0, 4);
  rows.forEach((row, i) => {
    const y = 418 + i * 82;
    s += text(100, y, row.label.toUpperCase(), { size: 16, weight: 700, fill: "#64748b", ls: 1.5 });
    s += text(100, y + 34, row.value, { size: fit(row.value, 600, 29, 0.62), weight: 600, fill: "#0f172a" });
    if (i < rows.length - 1) s += rect(100, y + 52, 600, 2, "#e2e8f0");
  });
  return s;
}
