import * as lucide from "lucide-react";
import type { LucideIcon, LucideIconData } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import KeptIcon from "./kept-icon";

/** What lucide's `createLucideIcon` hands its `Icon` for this icon (its outer component only passes it on). */
const iconData = (Lucide: LucideIcon): LucideIconData =>
  (Lucide as unknown as { render: (props: object, ref: null) => { props: { icon: LucideIconData } } }).render({}, null).props.icon;

const everyIcon = Object.entries(lucide).filter(([name, value]) => /^[A-Z]/.test(name) && !name.startsWith("Lucide") && name !== "Icon" && typeof value === "object") as [string, LucideIcon][];

describe("lucide's Icon drawn from kept markup (decision 032)", () => {
  it("draws every lucide icon exactly as lucide-react does", () => {
    expect(everyIcon.length).toBeGreaterThan(1000);
    const propSets = [{}, { className: "size-5 text-primary", "aria-hidden": true }, { "aria-label": "Close", role: "img", className: "lucide" }];
    for (const [name, Lucide] of everyIcon) {
      const icon = iconData(Lucide);
      for (const props of propSets) {
        expect(renderToStaticMarkup(<KeptIcon icon={icon} {...props} />), name).toBe(renderToStaticMarkup(<Lucide {...props} />));
      }
    }
  });

  it("draws lucide's size, colour and stroke props, and children, as lucide does", () => {
    const icon = iconData(lucide.ShoppingCart);
    for (const props of [{ size: 16, color: "red", strokeWidth: 1.5 }, { size: 48, absoluteStrokeWidth: true }, { nonScalingStroke: true }]) {
      expect(renderToStaticMarkup(<KeptIcon icon={icon} {...props} />)).toBe(renderToStaticMarkup(<lucide.ShoppingCart {...props} />));
    }
    const titled = (
      <KeptIcon icon={icon}>
        <title>Cart</title>
      </KeptIcon>
    );
    expect(renderToStaticMarkup(titled)).toBe(
      renderToStaticMarkup(
        <lucide.ShoppingCart>
          <title>Cart</title>
        </lucide.ShoppingCart>,
      ),
    );
  });

  it("merges each className as lucide does however often it comes, and past the 64 it keeps per icon", () => {
    const icon = iconData(lucide.Zap);
    const classNames = Array.from({ length: 70 }, (_, index) => `size-${index} lucide  lucide-zap text-primary`);
    for (const round of [1, 2]) {
      for (const className of classNames) {
        expect(renderToStaticMarkup(<KeptIcon icon={icon} className={className} />), `${className}, round ${round}`).toBe(
          renderToStaticMarkup(<lucide.Zap className={className} />),
        );
      }
    }
  });

  it("gives React the svg alone, its paths as one piece of inner markup", () => {
    const render = (KeptIcon as unknown as { render: (props: object, ref: null) => { type: string; props: Record<string, unknown> } }).render;
    const element = render({ icon: iconData(lucide.ShoppingCart), className: "size-5" }, null);
    expect(element.type).toBe("svg");
    expect(element.props.children).toBeUndefined();
    expect(element.props.dangerouslySetInnerHTML).toEqual({ __html: expect.stringMatching(/^<path d="[^"]+"><\/path>.*<circle cx="8" cy="20" r="2"><\/circle>$/) });
  });
});
