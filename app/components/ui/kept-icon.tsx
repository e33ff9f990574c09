import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";
import type { LucideIconData, LucideIconNode, LucideProps } from "lucide-react";

type KeptIconProps = LucideProps & { icon?: LucideIconData; iconNode?: LucideIconNode[]; children?: ReactNode };

/**
 * lucide-react's `Icon`, as its `createLucideIcon` uses it, drawn from markup built once: the
 * same `<svg>` lucide renders (its attributes, classes, and `aria-hidden` when nothing names the
 * icon), with the paths inside as one piece of inner HTML built once per icon. lucide-react
 * builds every icon through a context, a class merge and an element per path on every render:
 * about 12 µs of server CPU an icon against about 5 µs; a product page draws a dozen
 * (decision 032). The build puts it in lucide's place (vite.config.ts); in the browser React
 * hydrates the `<svg>` and leaves its inside as the server sent it. lucide's `LucideProvider`
 * defaults are not read (the shop sets none).
 */
const KeptIcon = forwardRef<SVGSVGElement, KeptIconProps>(
  (
    {
      color = "currentColor",
      size = 24,
      width,
      height,
      strokeWidth = 2,
      absoluteStrokeWidth,
      nonScalingStroke,
      className,
      children,
      iconNode = [],
      icon = { node: iconNode, aliases: [], size: 24 },
      ...rest
    },
    ref,
  ) => {
    const kept = keptParts(icon);
    const attributes: SVGProps<SVGSVGElement> = {
      ref,
      xmlns: "http://www.w3.org/2000/svg",
      width: width ?? size,
      height: height ?? size,
      viewBox: kept.viewBox,
      fill: "none",
      stroke: color,
      strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * kept.viewBoxWidth) / Number(width ?? size) : strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: className ? classNameWith(kept, className) : kept.className,
      ...(children || namesItself(rest) ? {} : { "aria-hidden": "true" }),
      ...rest,
    };
    if (!children && !nonScalingStroke) return createElement("svg", { ...attributes, dangerouslySetInnerHTML: kept.inside });
    // Rare: what lucide renders, element by element.
    const paths = icon.node.map(([tag, attrs], index) =>
      createElement(tag, { key: index, ...(nonScalingStroke ? { vectorEffect: "non-scaling-stroke" } : {}), ...attrs }),
    );
    return createElement("svg", attributes, ...paths, children);
  },
);
KeptIcon.displayName = "KeptIcon";
export default KeptIcon;

type KeptParts = {
  className: string;
  viewBox: string;
  viewBoxWidth: number;
  inside: { __html: string };
  /** The icon's classes merged with each `className` a page gave it (a handful per icon). */
  classNames: Map<string, string>;
};
const keptPartsOf = new WeakMap<LucideIconData, KeptParts>();

function keptParts(icon: LucideIconData): KeptParts {
  let parts = keptPartsOf.get(icon);
  if (!parts) {
    const viewBoxWidth = icon.size ?? icon.width ?? 24;
    const viewBoxHeight = icon.size ?? icon.height ?? 24;
    const names = [icon.name, ...(icon.aliases ?? []).filter((alias) => alias.trim() !== "")].filter(Boolean);
    parts = {
      className: mergeClasses("lucide", ...names.map((name) => `lucide-${name}`)),
      viewBox: `0 0 ${viewBoxWidth} ${viewBoxHeight}`,
      viewBoxWidth,
      inside: { __html: icon.node.map(markupOf).join("") },
      classNames: new Map(),
    };
    keptPartsOf.set(icon, parts);
  }
  return parts;
}

/**
 * The icon's classes and `className`, merged once per pair: the merge (a split, a set, a join)
 * was nearly half of an icon's time in a profile of the product page (decision 047). The shop's icons take a few fixed classes each;
 * past 64 for one icon (a class made per product, say) it stops keeping them.
 */
function classNameWith(kept: KeptParts, className: string): string {
  let merged = kept.classNames.get(className);
  if (merged === undefined) {
    merged = mergeClasses(kept.className, className);
    if (kept.classNames.size < 64) kept.classNames.set(className, merged);
  }
  return merged;
}

/** lucide's class merge: each class once, in order. */
function mergeClasses(...classes: string[]): string {
  return [...new Set(classes.flatMap((list) => list.split(/\s+/)).filter(Boolean))].join(" ");
}

/** As lucide-react decides whether to hide an icon from assistive technology. */
function namesItself(props: object): boolean {
  return Object.entries(props).some(([prop, value]) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && value != null);
}

/** An icon's element as React would write it (lucide's nodes use SVG's own attribute names). */
function markupOf([tag, attributes, children]: LucideIconNode): string {
  let markup = `<${tag}`;
  for (const [attribute, value] of Object.entries(attributes)) {
    if (attribute !== "key" && value != null) markup += ` ${attribute}="${escapeAttribute(String(value))}"`;
  }
  return `${markup}>${(children ?? []).map(markupOf).join("")}</${tag}>`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
