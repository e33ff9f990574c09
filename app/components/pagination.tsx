import { ChevronLeft, ChevronRight } from "lucide-react";
import { LinkBoundary } from "~/components/link-boundary";
import { pageWindow } from "~/domain/catalog/page-window";
import { cx } from "~/lib/cx";

const itemClass = "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium";

/** Real links, so every page has its own address and crawlers can reach every product. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    // Plain anchors in a LinkBoundary: client-side navigation without a <Link> per page number.
    <LinkBoundary>
      <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 ? (
          <a href={hrefFor(page - 1)} rel="prev" className={cx(itemClass, "bg-card hover:bg-accent")}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </a>
        ) : null}
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <span key={`gap-${i}`} className="px-1 text-muted-foreground" aria-hidden="true">
              …
            </span>
          ) : (
            <a
              key={p}
              href={hrefFor(p)}
              aria-label={`Page ${p}`}
              aria-current={p === page ? "page" : undefined}
              className={cx(
                itemClass,
                p === page ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
              )}
            >
              {p}
            </a>
          ),
        )}
        {page < pageCount ? (
          <a href={hrefFor(page + 1)} rel="next" className={cx(itemClass, "bg-card hover:bg-accent")}>
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </a>
        ) : null}
      </nav>
    </LinkBoundary>
  );
}
