/** Battery views: tubular and lithium fronts, a three-quarter view, the 48V pack's panel. */
import type { DemoProduct } from "../../app/db/seed/demo-catalogue";
import { floorShadow, label, post, powerIcon } from "./parts";
import { brandColour, circle, fit, poly, rect, shade, text, tint, vents, vGrad, vSlots } from "./svg";
import { is48V, isLithium, specValue } from "./traits";

export function tubularFront(p: DemoProduct): string {
  const c = brandColour(p.brand);
  const short = /short/i.test(specValue(p, "Chemistry"));
  const x = 190;
  const w = 420;
  const y = short ? 300 : 230;
  const h = 650 - y;
  let s = vGrad("body", "#fbfaf6", "#e7e2d6");
  s += floorShadow(400, 655, 250);
  // terminals
  s += post(x + 70, y - 78, "#dc2626", "+") + post(x + w - 70, y - 78, "#1f2937", "−");
  // side handles, then the case
  s += rect(x - 18, y + 16, 30, 64, "#374151", 8) + rect(x + w - 12, y + 16, 30, 64, "#374151", 8);
  s += rect(x, y, w, h, "url(#body)", 14, `stroke="#d6d0c2" stroke-width="3"`);
  // plates seen through the translucent case
  s += vSlots(x + 34, y + h - 110, 12, 80, 32, "#cfc8b8", 12);
  // lid
  s += rect(x - 10, y - 32, w + 20, 58, shade(c, 0.1), 12);
  s += rect(x - 10, y - 32, w + 20, 12, "#ffffff", 6, `opacity=".2"`);
  for (let i = 0; i < 6; i++) s += rect(x + 126 + i * 30, y - 44, 20, 14, shade(c, 0.35), 4);
  // label
  const ly = y + 50;
  const lh = short ? 170 : 220;
  s += rect(x + 30, ly, w - 60, lh, c, 12);
  s += text(400, ly + (short ? 66 : 78), p.brand.toUpperCase(), { size: fit(p.brand, w - 120, 52, 0.68), weight: 800, anchor: "middle", ls: 2 });
  s += text(400, ly + (short ? 118 : 140), p.capacity, { size: 40, weight: 800, anchor: "middle" });
  s += text(400, ly + (short ? 150 : 186), short ? "SHORT TUBULAR" : "TALL TUBULAR", { size: 20, weight: 700, anchor: "middle", ls: 3, opacity: 0.85 });
  // electrolyte level marks
  s += `<path d="M${x + w - 22} ${y + 60}h12M${x + w - 22} ${y + 110}h12" stroke="#9ca3af" stroke-width="4"/>`;
  return s;
}

export function lithiumFront(p: DemoProduct): string {
  const c = brandColour(p.brand);
  if (is48V(p)) {
    const x = 230;
    const y = 140;
    const w = 340;
    const h = 500;
    let s = vGrad("body", "#f8fafc", "#d5dbe3");
    s += floorShadow(400, y + h + 18, 230);
    s += rect(x, y, w, h, "url(#body)", 22, `stroke="#cbd5e1" stroke-width="3"`);
    s += rect(x, y, 26, h, c, 13) + rect(x + 13, y, 13, h, c);
    s += text(400 + 13, y + 110, p.brand.toUpperCase(), { size: fit(p.brand, w - 80, 44, 0.68), weight: 800, fill: shade(c, 0.1), anchor: "middle", ls: 2 });
    s += text(413, y + 170, p.capacity, { size: 40, weight: 800, fill: "#1f2937", anchor: "middle" });
    s += text(413, y + 208, `LiFePO4 · ${/\(([^)]+)\)/.exec(specValue(p, "Capacity"))?.[1] ?? "lithium"}`, { size: 22, weight: 600, fill: "#475569", anchor: "middle" });
    s += circle(413, y + 320, 56, "none", `stroke="#e2e8f0" stroke-width="12"`);
    s += `<path d="M413 ${y + 264}a56 56 0 1 1 -53 38" fill="none" stroke="#22c55e" stroke-width="12" stroke-linecap="round"/>`;
    s += powerIcon(413, y + 320, 40, "#334155");
    s += vents(x + 70, y + 430, 4, 2, 40, 20, 24, "#cbd5e1", 8);
    return s;
  }
  const x = 200;
  const y = 270;
  const w = 400;
  const h = 350;
  let s = vGrad("body", "#3b424c", "#171a1f");
  s += floorShadow(400, y + h + 18, 240);
  // handle
  s += `<path d="M${x + 130} ${y + 6}v-50q0-20 20-20h100q20 0 20 20v50" fill="none" stroke="#111827" stroke-width="16"/>`;
  s += post(x + 60, y - 44, "#dc2626", "+") + post(x + w - 60, y - 44, "#1f2937", "−");
  s += rect(x, y, w, h, "url(#body)", 20);
  s += rect(x, y, w, 36, c, 18) + rect(x, y + 18, w, 18, c);
  s += text(400, y + 118, p.brand.toUpperCase(), { size: fit(p.brand, w - 80, 50, 0.68), weight: 800, anchor: "middle", ls: 2 });
  s += text(400, y + 172, p.capacity, { size: 40, weight: 800, fill: tint(c, 0.55), anchor: "middle" });
  s += text(400, y + 210, "LiFePO4 LITHIUM", { size: 20, weight: 700, anchor: "middle", ls: 3, opacity: 0.8 });
  for (let i = 0; i < 4; i++) s += rect(x + 120 + i * 42, y + 262, 34, 14, i < 3 ? "#22c55e" : "#374151", 4);
  s += text(x + 290, y + 276, "SOC", { size: 16, weight: 700, fill: "#9ca3af" });
  return s;
}

/** Three-quarter view of a battery block: front, top and right side faces. */
export function batteryThreeQuarter(p: DemoProduct): string {
  const c = brandColour(p.brand);
  const lith = isLithium(p);
  const x = 150;
  const y = 330;
  const w = 380;
  const h = lith ? 250 : 300;
  const dx = 120;
  const dy = -90;
  const front = lith ? "#262b32" : "#f1ede3";
  const side = lith ? "#1a1e23" : "#ddd6c6";
  const top = lith ? c : shade(c, 0.1);
  const yT = y + (lith ? 50 : 0);
  let s = floorShadow(440, yT + h + 10, 280);
  s += rect(x, yT, w, h, front, 6);
  s += poly([[x + w, yT], [x + w + dx, yT + dy], [x + w + dx, yT + dy + h], [x + w, yT + h]], side);
  s += poly([[x, yT], [x + dx, yT + dy], [x + w + dx, yT + dy], [x + w, yT]], top);
  if (!lith) {
    // lid band around the top
    s += rect(x, yT, w, 44, shade(c, 0.22));
    s += poly([[x + w, yT], [x + w + dx, yT + dy], [x + w + dx, yT + dy + 44], [x + w, yT + 44]], shade(c, 0.38));
    // vent caps along the centre of the lid
    for (let i = 0; i < 6; i++) {
      const cx = x + 110 + i * 40 + dx / 2;
      const cy = yT + dy / 2;
      s += `<ellipse cx="${cx}" cy="${cy}" rx="15" ry="8" fill="${shade(c, 0.45)}"/>`;
    }
    // float indicators
    s += circle(x + dx / 2 + 60, yT + dy / 2 - 4, 9, "#22c55e") + circle(x + w + dx / 2 - 60, yT + dy / 2 - 4, 9, "#22c55e");
  } else {
    s += `<path d="M${x + 150 + dx / 2} ${yT + dy / 2}q70 -60 140 0" fill="none" stroke="#111827" stroke-width="14"/>`;
  }
  // posts on the lid
  const tp = (t: number) => [x + t * w + dx * 0.45, yT + dy * 0.45] as const;
  const [ax, ay] = tp(0.08);
  const [bx, by] = tp(0.9);
  s += `<ellipse cx="${ax}" cy="${ay}" rx="20" ry="10" fill="#dc2626"/>${rect(ax - 20, ay - 30, 40, 30, "#dc2626")}<ellipse cx="${ax}" cy="${ay - 30}" rx="20" ry="10" fill="#f87171"/>`;
  s += `<ellipse cx="${bx}" cy="${by}" rx="20" ry="10" fill="#111827"/>${rect(bx - 20, by - 30, 40, 30, "#111827")}<ellipse cx="${bx}" cy="${by - 30}" rx="20" ry="10" fill="#4b5563"/>`;
  // front label
  const lx = x + 28;
  const ly = yT + (lith ? 40 : 70);
  s += rect(lx, ly, w - 56, lith ? 150 : 180, lith ? "#0f1216" : c, 10);
  s += text(x + w / 2, ly + 62, p.brand.toUpperCase(), { size: fit(p.brand, w - 110, 44, 0.68), weight: 800, anchor: "middle", ls: 2 });
  s += text(x + w / 2, ly + 112, p.capacity, { size: 34, weight: 800, fill: lith ? tint(c, 0.5) : "#fff", anchor: "middle" });
  if (!lith) {
    s += text(x + w / 2, ly + 152, "FILL WITH DISTILLED WATER ONLY", { size: 15, weight: 700, anchor: "middle", ls: 1, opacity: 0.85 });
    s += vSlots(x + w + 28, yT + 80, 3, 150, 32, "#cfc6b2", 10);
  }
  return s;
}

export function lithium48Panel(p: DemoProduct): string {
  const c = brandColour(p.brand);
  const x = 160;
  const y = 200;
  const w = 480;
  const h = 380;
  let s = vGrad("body", "#f1f5f9", "#cbd5e1");
  s += text(400, 150, "CONNECTION PANEL", { size: 20, weight: 700, fill: "#64748b", anchor: "middle", ls: 4 });
  s += floorShadow(400, y + h + 24, 270);
  s += rect(x, y, w, h, "url(#body)", 22, `stroke="#94a3b8" stroke-width="3"`);
  s += rect(x, y, w, 24, c, 12) + rect(x, y + 12, w, 12, c);
  // breaker
  s += rect(x + 40, y + 70, 110, 130, "#f8fafc", 10, `stroke="#94a3b8" stroke-width="3"`) + rect(x + 78, y + 100, 34, 56, "#111827", 6) + rect(x + 84, y + 106, 22, 22, "#f97316", 4);
  s += label(x + 95, y + 228, "BREAKER");
  // power terminals
  s += circle(x + 220, y + 130, 36, "#f97316") + circle(x + 220, y + 130, 16, "#1f2937");
  s += circle(x + 320, y + 130, 36, "#1f2937") + circle(x + 320, y + 130, 16, "#6b7280");
  s += label(x + 220, y + 198, "BAT +") + label(x + 320, y + 198, "BAT −");
  // comms
  s += rect(x + 390, y + 86, 54, 44, "#111827", 4) + rect(x + 390, y + 150, 54, 44, "#111827", 4);
  s += rect(x + 404, y + 96, 26, 10, "#fbbf24", 2) + rect(x + 404, y + 160, 26, 10, "#fbbf24", 2);
  s += label(x + 417, y + 228, "CAN · RS485");
  // switch + dip + ground
  s += rect(x + 40, y + 270, 110, 50, "#1f2937", 25) + circle(x + 122, y + 295, 18, "#22c55e");
  s += label(x + 95, y + 346, "POWER");
  s += rect(x + 200, y + 276, 140, 38, "#1d4ed8", 4);
  for (let i = 0; i < 4; i++) s += rect(x + 212 + i * 32, y + 284, 20, 22, "#f8fafc", 2);
  s += label(x + 270, y + 346, "ADDRESS");
  s += circle(x + 417, y + 295, 18, "#a3a3a3", `stroke="#525252" stroke-width="4"`);
  s += label(x + 417, y + 346, "GND");
  return s;
}
