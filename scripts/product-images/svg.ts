/** Colours and SVG primitives for the product images: strings in, strings out. */

const FONT = "Inter, system-ui, sans-serif";

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

export function brandColour(brand: string): string {
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
export const tint = (hex: string, t: number) => mix(hex, "#ffffff", t);
export const shade = (hex: string, t: number) => mix(hex, "#000000", t);

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

export function text(x: number, y: number, content: string, o: TextOpts): string {
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
export function fit(content: string, width: number, max: number, glyph = 0.6): number {
  return Math.max(12, Math.min(max, Math.floor(width / (content.length * glyph))));
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function poly(points: [number, number][], fill: string): string {
  return `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(" ")}" fill="${fill}"/>`;
}

/** Rows of short rounded slots (vents), as one stroked path. */
export function vents(x: number, y: number, cols: number, rows: number, len: number, gapX: number, gapY: number, colour: string, width = 8): string {
  let d = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) d += `M${x + c * (len + gapX)} ${y + r * gapY}h${len}`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** Vertical slots. */
export function vSlots(x: number, y: number, count: number, len: number, gap: number, colour: string, width = 6): string {
  let d = "";
  for (let i = 0; i < count; i++) d += `M${x + i * gap} ${y}v${len}`;
  return `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
}

export function doc(title: string, body: string, brand: string): string {
  const c = brandColour(brand);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-labelledby="t" font-family="${FONT}">` +
    `<title id="t">${esc(title)}</title>` +
    `<defs><radialGradient id="bg" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint(c, 0.86)}"/></radialGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>\n${body}</svg>\n`
  );
}

/** A vertical gradient definition. */
export function vGrad(id: string, top: string, bottom: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
}
