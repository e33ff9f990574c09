import * as React from "react";

import { cn } from "~/lib/cn";

type TableProps = React.ComponentProps<"table"> & {
  /** Classes for the horizontally scrolling wrapper. */
  containerClassName?: string;
  /**
   * Accessible name for the scroll container. When given, the wrapper becomes a labelled
   * `region` so keyboard users know what they are scrolling.
   */
  containerLabel?: string;
};

/**
 * Keyboard users cannot scroll a region that holds nothing focusable, so the wrapper takes
 * focus (tabIndex 0) only while its table is wider than it, as on a phone.
 */
function useOverflowsX(ref: React.RefObject<HTMLDivElement | null>): boolean {
  const [overflows, setOverflows] = React.useState(false);
  React.useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

function Table({ className, containerClassName, containerLabel, ...props }: TableProps) {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const overflows = useOverflowsX(containerRef);
  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      role={containerLabel ? "region" : undefined}
      aria-label={containerLabel}
      tabIndex={overflows ? 0 : undefined}
      className={cn(
        "relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        containerClassName,
      )}
    >
      <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted", className)}
      {...props}
    />
  );
}

function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        "h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground [&:has([role=checkbox])]:pr-0",
        className,
      )}
      {...props}
    />
  );
}

function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return (
    <td
      data-slot="table-cell"
      className={cn("p-2 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0", className)}
      {...props}
    />
  );
}

export { Table, TableHeader, TableBody, TableRow, TableHead, TableCell };
