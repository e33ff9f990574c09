/** Home inverter views: the front with its control panel, and the rear panel. */
import type { DemoProduct } from "../../app/db/seed/demo-catalogue";
import { bolt, fan, floorShadow, label, powerIcon, socket } from "./parts";
import { brandColour, circle, fit, rect, shade, text, tint, vents, vGrad } from "./svg";
import { hasLcd, hasWifi, isSolar } from "./traits";

export function inverterFront(p: DemoProduct): string {
  const c = brandColour(p.brand);
  const x = 180;
  const y = 170;
  const w = 440;
  const h = 450;
  let s = vGrad("body", tint(c, 0.12), shade(c, 0.28));
  s += floorShadow(400, 640, 250);
  s += rect(x + 30, y + h - 6, 50, 22, "#1f2937", 6) + rect(x + w - 80, y + h - 6, 50, 22, "#1f2937", 6);
  s += rect(x, y, w, h, "url(#body)", 26);
  s += rect(x + 6, y + 6, w - 12, 10, "#ffffff", 5, `opacity=".22"`);
  // control panel
  s += rect(x + 28, y + 34, w - 56, 170, "#111827", 16);
  if (hasLcd(p)) {
    s += rect(x + 52, y + 58, 200, 104, "#a7f3d0", 8, `stroke="#065f46" stroke-width="3"`);
    s += text(x + 152, y + 118, "230V", { size: 44, weight: 800, fill: "#064e3b", anchor: "middle" });
    s += rect(x + 72, y + 134, 120, 14, "#064e3b", 3, `opacity=".18"`) + rect(x + 72, y + 134, 92, 14, "#064e3b", 3);
    s += text(x + 232, y + 148, "%", { size: 16, weight: 700, fill: "#064e3b", anchor: "end" });
  } else {
    s += vents(x + 60, y + 80, 1, 3, 160, 0, 30, "#374151", 10);
  }
  const ledX = x + 290;
  s += circle(ledX, y + 76, 9, "#22c55e") + circle(ledX, y + 112, 9, "#f59e0b") + circle(ledX, y + 148, 9, "#ef4444", `opacity=".35"`);
  s += circle(x + 360, y + 112, 34, shade(c, 0.2), `stroke="${tint(c, 0.45)}" stroke-width="4"`) + powerIcon(x + 360, y + 112, 34, "#fff");
  if (hasWifi(p)) {
    s += `<path d="M${x + 330} ${y + 182}a40 40 0 0 1 60 0M${x + 342} ${y + 192}a22 22 0 0 1 36 0" fill="none" stroke="#93c5fd" stroke-width="5" stroke-linecap="round"/>`;
  }
  if (isSolar(p)) {
    const sx = x + 290;
    const sy = y + 182;
    s += circle(sx, sy, 8, "#fbbf24") + `<path d="M${sx} ${sy - 19}v5M${sx} ${sy + 14}v5M${sx - 19} ${sy}h5M${sx + 14} ${sy}h5" stroke="#fbbf24" stroke-width="4" stroke-linecap="round"/>`;
  }
  // branding
  s += text(400, y + 282, p.brand.toUpperCase(), { size: fit(p.brand, w - 80, 54, 0.68), weight: 800, anchor: "middle", ls: 2 });
  const sub = isSolar(p) ? `${p.capacity} · SOLAR HYBRID` : `${p.capacity} · PURE SINE`;
  s += text(400, y + 328, sub, { size: fit(sub, w - 80, 30, 0.62), weight: 600, anchor: "middle", opacity: 0.9 });
  s += vents(x + 48, y + 372, 5, 3, 52, 16, 22, shade(c, 0.45));
  return s;
}

export function inverterBack(p: DemoProduct): string {
  const c = brandColour(p.brand);
  const x = 170;
  const y = 150;
  const w = 460;
  const h = 480;
  let s = vGrad("body", shade(c, 0.05), shade(c, 0.35));
  s += floorShadow(400, 650, 260);
  s += rect(x, y, w, h, "url(#body)", 26);
  s += rect(x + 24, y + 24, w - 48, h - 48, "#e5e7eb", 14, `stroke="#cbd5e1" stroke-width="3"`);
  s += text(400, 120, "REAR PANEL", { size: 20, weight: 700, fill: "#64748b", anchor: "middle", ls: 4 });
  s += fan(x + 120, y + 130, 80);
  s += socket(x + 270, y + 110) + socket(x + 360, y + 110);
  s += label(x + 315, y + 180, "OUTPUT");
  // mains input cable + MCB
  s += rect(x + 236, y + 226, 68, 62, "#1f2937", 8) + `<path d="M${x + 248} ${y + 238}h44v26l-10 12h-24l-10-12z" fill="#0b0f14"/>`;
  s += rect(x + 256, y + 246, 5, 12, "#9ca3af") + rect(x + 279, y + 246, 5, 12, "#9ca3af") + rect(x + 268, y + 260, 5, 9, "#9ca3af");
  s += label(x + 270, y + 316, "MAINS IN");
  s += rect(x + 338, y + 226, 44, 70, "#f8fafc", 6, `stroke="#94a3b8" stroke-width="3"`) + rect(x + 350, y + 238, 20, 28, c, 4);
  s += label(x + 360, y + 316, "MCB");
  // battery terminals
  s += bolt(x + 80, y + 300, "#dc2626", "+") + bolt(x + 150, y + 300, "#111827", "−");
  s += label(x + 115, y + 380, "BATTERY");
  // mode switch
  s += rect(x + 226, y + 352, 90, 34, "#1f2937", 17) + circle(x + 246, y + 369, 12, "#f8fafc");
  s += label(x + 271, y + 410, "UPS | ECO");
  if (isSolar(p)) {
    s += rect(x + 350, y + 344, 22, 50, "#1d4ed8", 5) + rect(x + 382, y + 344, 22, 50, "#111827", 5);
    s += label(x + 377, y + 410, "SOLAR PV");
  } else {
    s += circle(x + 389, y + 369, 16, "#111827") + circle(x + 389, y + 369, 6, "#fbbf24");
    s += label(x + 389, y + 410, "FUSE");
  }
  return s;
}
