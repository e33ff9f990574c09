import { describe, expect, it } from "vitest";
import { applyEdits } from "~/lib/page-edits.server";
import { STYLESHEET_MARKER } from "~/lib/inline-stylesheet";
import { stylesheetEdit } from "./inline-stylesheet.server";

const page = (style: string) =>
  Buffer.from(`<!DOCTYPE html><html><head><title>Inverters &lt;style id=&quot;app-css&quot;&gt;</title>${style}</head><body>₹4,599</body></html>`);

describe("the stylesheet in a rendered page", () => {
  it("replaces the marker React wrote with the stylesheet, and nothing else", () => {
    const marked = page(`<style id="app-css">${STYLESHEET_MARKER}</style>`);
    const edit = stylesheetEdit(marked);
    expect(edit).not.toBeNull();
    const html = applyEdits(marked, [edit!]).toString("utf8");
    const style = /<style id="app-css">([\s\S]*)<\/style><\/head>/.exec(html)?.[1] ?? "";
    expect(style).toContain(".product-card");
    expect(style).not.toContain(STYLESHEET_MARKER);
    expect(html.endsWith("</head><body>₹4,599</body></html>")).toBe(true);
    expect(html.startsWith("<!DOCTYPE html><html><head><title>Inverters &lt;style id=&quot;app-css&quot;&gt;</title>")).toBe(true);
  });

  it("leaves a page without the marker as it is", () => {
    expect(stylesheetEdit(page(""))).toBeNull();
    expect(stylesheetEdit(page(`<style id="app-css">body{margin:0}</style>`))).toBeNull();
    expect(stylesheetEdit(Buffer.from("Not found"))).toBeNull();
  });
});
