/** Parts drawn on several devices: fans, sockets, terminals, panel labels. */
import { circle, rect, text } from "./svg";

export function floorShadow(cx: number, y: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${Math.round(rx / 11)}" fill="#1e293b" opacity=".16"/>`;
}

export function powerIcon(cx: number, cy: number, r: number, colour: string): string {
  const a = Math.round(r * 0.55);
  return (
    `<path d="M${cx - a * 0.72} ${cy - a * 0.62}A${a} ${a} 0 1 0 ${cx + a * 0.72} ${cy - a * 0.62}M${cx} ${cy - a * 1.05}v${a}" ` +
    `fill="none" stroke="${colour}" stroke-width="${Math.max(3, Math.round(r / 6))}" stroke-linecap="round"/>`
  );
}

/** Indian 3-pin socket face (round pins in a triangle, larger earth on top). */
export function socket(cx: number, cy: number): string {
  return (
    rect(cx - 36, cy - 36, 72, 72, "#f8fafc", 12, `stroke="#94a3b8" stroke-width="3"`) +
    circle(cx, cy - 13, 7, "#334155") +
    circle(cx - 14, cy + 12, 5, "#334155") +
    circle(cx + 14, cy + 12, 5, "#334155")
  );
}

/** IEC C13 outlet (three flat slots in a keyed outline). */
export function iec(cx: number, cy: number): string {
  return (
    `<path d="M${cx - 26} ${cy - 20}h52v26l-12 14h-28l-12-14z" fill="#0f172a" stroke="#64748b" stroke-width="3"/>` +
    rect(cx - 15, cy - 8, 5, 14, "#94a3b8") +
    rect(cx + 10, cy - 8, 5, 14, "#94a3b8") +
    rect(cx - 2, cy + 6, 5, 9, "#94a3b8")
  );
}

export function fan(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, "#1f2937") +
    `<g fill="none" stroke="#64748b" stroke-width="4">` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.72)}"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.44)}"/>` +
    `<path d="M${cx - r} ${cy}h${2 * r}M${cx} ${cy - r}v${2 * r}"/></g>` +
    circle(cx, cy, Math.round(r * 0.16), "#94a3b8")
  );
}

/** A battery post: cylinder with coloured cap, seen from the front. */
export function post(cx: number, topY: number, colour: string, sign: string): string {
  return (
    rect(cx - 20, topY + 8, 40, 30, "#9ca3af", 4) +
    `<ellipse cx="${cx}" cy="${topY + 8}" rx="20" ry="8" fill="#d1d5db"/>` +
    rect(cx - 26, topY + 26, 52, 22, colour, 6) +
    text(cx, topY + 44, sign, { size: 20, weight: 800, anchor: "middle" })
  );
}

/** Small labelled terminal bolt (rear panels). */
export function bolt(cx: number, cy: number, colour: string, sign: string): string {
  return (
    circle(cx, cy, 22, colour) +
    circle(cx, cy, 9, "#e5e7eb", `stroke="#6b7280" stroke-width="3"`) +
    text(cx, cy + 46, sign, { size: 22, weight: 800, fill: "#334155", anchor: "middle" })
  );
}

export function label(x: number, y: number, content: string, fill = "#475569"): string {
  return text(x, y, content, { size: 15, weight: 700, fill, anchor: "middle", ls: 1.5 });
}
