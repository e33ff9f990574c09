/** UPS views: the tower front, and the rear panel with its outlets. */
import type { DemoProduct } from "../../app/db/seed/demo-catalogue";
import { fan, floorShadow, iec, label, powerIcon, socket } from "./parts";
import { brandColour, circle, fit, rect, text, tint, vGrad, vSlots } from "./svg";
import { hasLcd, isOnline, usesIec } from "./traits";

export function upsFront(p: DemoProduct): string {
  const c = brandColour(p.brand);
  const online = isOnline(p);
  const w = online ? 330 : 270;
  const h = online ? 500 : 470;
  const x = 400 - w / 2;
  const y = online ? 140 : 165;
  let s = vGrad("body", "#3a4049", "#15181d");
  s += floorShadow(400, y + h + 20, w / 2 + 70);
  s += rect(x, y, w, h, "url(#body)", 24);
  s += rect(x + 8, y + 8, w - 16, 8, "#ffffff", 4, `opacity=".14"`);
  // accent stripe down the left of the front
  s += rect(x + 18, y + 40, 8, h - 80, c, 4);
  const cx = 400 + 10;
  if (online || hasLcd(p)) {
    const lw = online ? 230 : 170;
    const lh = online ? 120 : 84;
    const lx = cx - lw / 2;
    const ly = y + 50;
    s += rect(lx - 8, ly - 8, lw + 16, lh + 16, "#0b0d10", 12);
    s += rect(lx, ly, lw, lh, "#7dd3fc", 6);
    s += text(cx, ly + (online ? 52 : 48), online ? "ONLINE" : "AC 230V", { size: online ? 34 : 26, weight: 800, fill: "#0c4a6e", anchor: "middle" });
    if (online) {
      s += `<path d="M${lx + 30} ${ly + 86}h50m20 0h50m20 0h50" stroke="#0c4a6e" stroke-width="8" stroke-linecap="round"/>`;
    } else {
      s += rect(lx + 26, ly + 60, lw - 52, 10, "#0c4a6e", 3);
    }
    if (online) {
      for (let i = 0; i < 4; i++) s += rect(cx - 100 + i * 54, y + 200, 38, 20, "#4b5563", 10);
    }
  } else {
    s += circle(cx - 40, y + 80, 8, "#22c55e") + circle(cx, y + 80, 8, "#f59e0b", `opacity=".4"`) + circle(cx + 40, y + 80, 8, "#ef4444", `opacity=".35"`);
  }
  const py = online ? y + 275 : hasLcd(p) ? y + 205 : y + 160;
  s += circle(cx, py, 32, "#0b0d10", `stroke="${c}" stroke-width="5"`) + powerIcon(cx, py, 32, tint(c, 0.4));
  s += text(cx, py + 100, p.brand.toUpperCase(), { size: fit(p.brand, w - 70, 48, 0.68), weight: 800, anchor: "middle", ls: 2 });
  s += text(cx, py + 146, p.capacity, { size: fit(p.capacity, w - 80, 40, 0.62), weight: 700, fill: tint(c, 0.7), anchor: "middle" });
  const vy = y + h - 80;
  s += vSlots(x + 60, vy, Math.floor((w - 100) / 22) + 1, 44, 22, "#0b0d10", 8);
  return s;
}

export function upsBack(p: DemoProduct): string {
  const c = brandColour(p.brand);
  const online = isOnline(p);
  const w = online ? 360 : 300;
  const h = 500;
  const x = 400 - w / 2;
  const y = 150;
  let s = vGrad("body", "#3a4049", "#15181d");
  s += floorShadow(400, y + h + 20, w / 2 + 70);
  s += text(400, 120, "REAR PANEL", { size: 20, weight: 700, fill: "#64748b", anchor: "middle", ls: 4 });
  s += rect(x, y, w, h, "url(#body)", 24);
  s += rect(x + 22, y + 22, w - 44, h - 44, "#d1d5db", 12);
  const mid = 400;
  s += fan(mid, y + 104, 62);
  // outlets
  const outletY = y + 240;
  if (usesIec(p) || online) {
    for (let i = 0; i < 4; i++) s += iec(mid - 96 + (i % 2) * 66 + (i >= 2 ? 132 : 0), outletY);
    s += iec(mid - 96, outletY + 60) + iec(mid - 30, outletY + 60);
  } else {
    s += socket(mid - 45, outletY) + socket(mid + 45, outletY);
    s += socket(mid - 45, outletY + 82) + socket(mid + 45, outletY + 82);
  }
  s += label(mid, outletY - 48, "OUTPUT", "#374151");
  // input + breaker + data ports
  const rowY = y + h - 88;
  s += `<path d="M${x + 48} ${rowY - 18}h48v28l-10 10h-28l-10-10z" fill="#0f172a"/>`;
  s += label(x + 72, rowY + 46, "AC IN", "#374151");
  s += circle(mid - 10, rowY, 17, "#111827") + circle(mid - 10, rowY, 8, "#ef4444");
  s += label(mid - 10, rowY + 46, "RESET", "#374151");
  s += rect(x + w - 110, rowY - 14, 24, 14, "#111827", 2) + rect(x + w - 78, rowY - 18, 30, 26, "#111827", 3);
  s += label(x + w - 78, rowY + 46, "USB", "#374151");
  if (online) {
    s += rect(x + w - 118, outletY + 92, 76, 40, "#6b7280", 6) + rect(x + w - 104, outletY + 102, 48, 20, "#111827", 3);
    s += label(x + w - 80, outletY + 152, "EXT BATT", "#374151");
  }
  s += rect(x + 30, y + 30, 10, 70, c, 5);
  return s;
}
