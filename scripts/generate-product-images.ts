/**
 * Writes the demo catalogue's product images: three square SVGs per product into
 * public/images/products/, served by the app itself (nothing external).
 *
 *   <slug>-1.svg  front view of the device (listing-card image)
 *   <slug>-2.svg  rear panel / three-quarter view
 *   <slug>-3.svg  spec card: name, capacity and the first four spec rows
 *
 * Deterministic: the same catalogue always produces byte-identical files.
 * Run with: npx tsx scripts/generate-product-images.ts
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_PRODUCTS, type DemoProduct } from "../app/db/seed/demo-catalogue";

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images", "products");
const FONT = "Inter, system-ui, sans-serif";

// ---------------------------------------------------------------- colour

const BRAND_COLOURS: Record<string, string> = {
  Luminous: "#1c5fa8",
  Microtek: "#d2452b",
  Exide: "#c8102e",
  Amaron: "#2f8a3b",
  Livguard: "#6b3fa0",
  "Su-Kam": "#0e7c7b",
  "V-Guard": "#1f3f77",
  APC: "#2e9a52",
  Numeric: "#0a74b8",
  Eaton: "#0b4f8a",
  Okaya: "#e03c31",
  "Loom Solar": "#d17a00",
  Base: "#c2410c",
};
const FALLBACK_COLOUR = "#3b5b7a";

function brandColour(brand: string): string {
  return BRAND_COLOURS[brand] ?? FALLBACK_COLOUR;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes `hex` towards `to` by `t` (0..1). */
function mix(hex: string, to: string, t: number): string {
  const a = rgb(hex);
  const b = rgb(to);
  const c = a.map((v, i) => Math.round(v + ((b[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}
const tint = (hex: string, t: number) => mix(hex, "#ffffff", t);
const shade = (hex: string, t: number) => mix(hex, "#000000", t);

// ---------------------------------------------------------------- svg helpers

function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type TextOpts = {
  size: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  ls?: number;
  opacity?: number;
};

function text(x: number, y: number, content: string, o: TextOpts): string {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-size="${o.size}"`,
    o.weight ? `font-weight="${o.weight}"` : "",
    `fill="${o.fill ?? "#fff"}"`,
    o.anchor && o.anchor !== "start" ? `text-anchor="${o.anchor}"` : "",
    o.ls ? `letter-spacing="${o.ls}"` : "",
    o.opacity !== undefined ? `opacity="${o.opacity}"` : "",
  ].filter(Boolean);
  return `<text ${attrs.join(" ")}>${esc(content)}</text>`;
}

/** Largest font size (<= max) at which `content` fits in `width`, using an average glyph width. */
function fit(content: string, width: number, max: number, glyph = 0.6): number {
  return Math.max(12, Math.min(max, Math.floor(width / (content.length * glyph))));
}

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function poly(points: [number, number][], fill: string): string {
  return `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(" ")}" fill="${fill}"/>`;
}

/** Rows of short rounded slots (vents), as one stroked path. */
function vents(x: number, y: number, cols: number, rows: number, len: number, gapX: number, gapY: number, colour: string, width = 8): string {
  let d = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) d += `M${x + c * (len + gapX)} ${y + r * gapY}h${len}`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** Vertical slots. */
function vSlots(x: number, y: number, count: number, len: number, gap: number, colour: string, width = 6): string {
  let d = "";
  for (let i = 0; i < count; i++) d += `M${x + i * gap} ${y}v${len}`;
  return `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
}

function doc(title: string, body: string, brand: string): string {
  const c = brandColour(brand);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-labelledby="t" font-family="${FONT}">` +
    `<title id="t">${esc(title)}</title>` +
    `<defs><radialGradient id="bg" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint(c, 0.86)}"/></radialGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>\n${body}</svg>\n`
  );
}

/** A vertical gradient definition. */
function vGrad(id: string, top: string, bottom: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
}

function floorShadow(cx: number, y: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${Math.round(rx / 11)}" fill="#1e293b" opacity=".16"/>`;
}

function powerIcon(cx: number, cy: number, r: number, colour: string): string {
  const a = Math.round(r * 0.55);
  return (
    `<path d="M${cx - a * 0.72} ${cy - a * 0.62}A${a} ${a} 0 1 0 ${cx + a * 0.72} ${cy - a * 0.62}M${cx} ${cy - a * 1.05}v${a}" ` +
    `fill="none" stroke="${colour}" stroke-width="${Math.max(3, Math.round(r / 6))}" stroke-linecap="round"/>`
  );
}

/** Indian 3-pin socket face (round pins in a triangle, larger earth on top). */
function socket(cx: number, cy: number): string {
  return (
    rect(cx - 36, cy - 36, 72, 72, "#f8fafc", 12, `stroke="#94a3b8" stroke-width="3"`) +
    circle(cx, cy - 13, 7, "#334155") +
    circle(cx - 14, cy + 12, 5, "#334155") +
    circle(cx + 14, cy + 12, 5, "#334155")
  );
}

/** IEC C13 outlet (three flat slots in a keyed outline). */
function iec(cx: number, cy: number): string {
  return (
    `<path d="M${cx - 26} ${cy - 20}h52v26l-12 14h-28l-12-14z" fill="#0f172a" stroke="#64748b" stroke-width="3"/>` +
    rect(cx - 15, cy - 8, 5, 14, "#94a3b8") +
    rect(cx + 10, cy - 8, 5, 14, "#94a3b8") +
    rect(cx - 2, cy + 6, 5, 9, "#94a3b8")
  );
}

function fan(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, "#1f2937") +
    `<g fill="none" stroke="#64748b" stroke-width="4">` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.72)}"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.44)}"/>` +
    `<path d="M${cx - r} ${cy}h${2 * r}M${cx} ${cy - r}v${2 * r}"/></g>` +
    circle(cx, cy, Math.round(r * 0.16), "#94a3b8")
  );
}

/** A battery post: cylinder with coloured cap, seen from the front. */
function post(cx: number, topY: number, colour: string, sign: string): string {
  return (
    rect(cx - 20, topY + 8, 40, 30, "#9ca3af", 4) +
    `<ellipse cx="${cx}" cy="${topY + 8}" rx="20" ry="8" fill="#d1d5db"/>` +
    rect(cx - 26, topY + 26, 52, 22, colour, 6) +
    text(cx, topY + 44, sign, { size: 20, weight: 800, anchor: "middle" })
  );
}

/** Small labelled terminal bolt (rear panels). */
function bolt(cx: number, cy: number, colour: string, sign: string): string {
  return (
    circle(cx, cy, 22, colour) +
    circle(cx, cy, 9, "#e5e7eb", `stroke="#6b7280" stroke-width="3"`) +
    text(cx, cy + 46, sign, { size: 22, weight: 800, fill: "#334155", anchor: "middle" })
  );
}

function label(x: number, y: number, content: string, fill = "#475569"): string {
  return text(x, y, content, { size: 15, weight: 700, fill, anchor: "middle", ls: 1.5 });
}

// ---------------------------------------------------------------- product traits

function specValue(p: DemoProduct, labelName: string): string {
  return p.specifications.find((s) => s.label === labelName)?.value ?? "";
}
const allSpecText = (p: DemoProduct) => p.specifications.map((s) => `${s.label} ${s.value}`).join(" ");
const hasLcd = (p: DemoProduct) => /LCD|MPPT/.test(allSpecText(p));
const hasWifi = (p: DemoProduct) => /Wi-Fi|Bluetooth/.test(allSpecText(p)) || /Wi-Fi/.test(p.name);
const isSolar = (p: DemoProduct) => specValue(p, "Solar charge controller") !== "";
const isOnline = (p: DemoProduct) => /Online/i.test(specValue(p, "Topology"));
const isLithium = (p: DemoProduct) => /LiFePO4/.test(specValue(p, "Chemistry"));
const is48V = (p: DemoProduct) => /^(48|51)/.test(p.capacity) || /^51\.2V/.test(specValue(p, "Capacity"));
const usesIec = (p: DemoProduct) => /IEC/.test(specValue(p, "Outlets"));

// ---------------------------------------------------------------- inverter

function inverterFront(p: DemoProduct): string {
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

function inverterBack(p: DemoProduct): string {
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

// ---------------------------------------------------------------- UPS

function upsFront(p: DemoProduct): string {
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

function upsBack(p: DemoProduct): string {
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

// ---------------------------------------------------------------- batteries

function tubularFront(p: DemoProduct): string {
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

function lithiumFront(p: DemoProduct): string {
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
function batteryThreeQuarter(p: DemoProduct): string {
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

function lithium48Panel(p: DemoProduct): string {
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

// ---------------------------------------------------------------- spec card

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

function specCard(p: DemoProduct): string {
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

// ---------------------------------------------------------------- main

function views(p: DemoProduct): [string, string, string] {
  switch (p.type) {
    case "inverter":
      return [inverterFront(p), inverterBack(p), specCard(p)];
    case "ups":
      return [upsFront(p), upsBack(p), specCard(p)];
    case "battery": {
      const front = isLithium(p) ? lithiumFront(p) : tubularFront(p);
      const side = isLithium(p) && is48V(p) ? lithium48Panel(p) : batteryThreeQuarter(p);
      return [front, side, specCard(p)];
    }
  }
}

const VIEW_NAMES = ["front view", "rear view", "specifications"] as const;
const VIEW_NAMES_BATTERY = ["front view", "three-quarter view", "specifications"] as const;

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const expected = new Set<string>();
  let largest = 0;
  for (const p of DEMO_PRODUCTS) {
    const names = p.type === "battery" && !(isLithium(p) && is48V(p)) ? VIEW_NAMES_BATTERY : VIEW_NAMES;
    const bodies = views(p);
    bodies.forEach((body, i) => {
      const file = `${p.slug}-${i + 1}.svg`;
      const svg = doc(`${p.name} – ${names[i] ?? "image"}`, body, p.brand);
      writeFileSync(join(OUT_DIR, file), svg);
      expected.add(file);
      largest = Math.max(largest, Buffer.byteLength(svg));
    });
  }
  // Remove images of products no longer in the catalogue.
  for (const file of readdirSync(OUT_DIR)) {
    if (/-[123]\.svg$/.test(file) && !expected.has(file)) unlinkSync(join(OUT_DIR, file));
  }
  console.log(`Wrote ${expected.size} images for ${DEMO_PRODUCTS.length} products to ${OUT_DIR} (largest ${largest} bytes).`);
}

main();
