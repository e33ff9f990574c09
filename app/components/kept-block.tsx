import { createContext, useContext, type ReactElement, type ReactNode } from "react";

/**
 * Server rendering only: the marker that `inside`'s markup, kept under `key`, replaces once the
 * page is written (kept-block-markup.server.tsx).
 */
export type KeepBlock = (key: string, inside: ReactElement) => string;

const KeptBlockContext = createContext<KeepBlock | null>(null);

/** Server rendering only (app/entry.server.tsx): the browser renders every block itself. Null: nothing kept. */
export function KeptBlockProvider({ value, children }: { value: KeepBlock | null; children: ReactNode }) {
  return <KeptBlockContext.Provider value={value}>{children}</KeptBlockContext.Provider>;
}

/**
 * An element whose inside is the same on page after page — the site's header and footer, a
 * listing's controls, a product page's buying panel and description: on the server its markup
 * is rendered once per `markupKey` and kept (docs/decisions/047); in the browser it is rendered
 * and hydrated like any other, handlers and all. `markupKey` must name everything the inside's
 * markup depends on, and the inside must read nothing from the page's context that its props
 * do not give it: it is rendered on its own. Nor may it hold what React would hoist into the
 * page's head (an image with `fetchPriority="high"` is preloaded from there): rendered on its
 * own, that would come out in front of its markup. Without a key (a search's controls, whose
 * text is one-off) it is rendered with the page.
 */
export function KeptBlock({
  as: Tag,
  className,
  markupKey,
  children,
}: {
  as: "header" | "footer" | "ul" | "div";
  className: string;
  markupKey: string | null;
  children: ReactElement;
}) {
  const keep = useContext(KeptBlockContext);
  if (!keep || markupKey === null) return <Tag className={className}>{children}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: keep(markupKey, children) }} />;
}
