import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { pageWindow } from "~/domain/catalog/page-window";
import { cn } from "~/lib/cn";

const itemClass =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium";

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
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={cn(itemClass, "bg-card hover:bg-accent")}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} className="px-1 text-muted-foreground" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            aria-label={`Page ${p}`}
            aria-current={p === page ? "page" : undefined}
            className={cn(
              itemClass,
              p === page ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
            )}
          >
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={cn(itemClass, "bg-card hover:bg-accent")}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
