import * as React from "react";

import { cx } from "~/lib/cx";

/**
 * A pulsing placeholder block. Purely visual: pair it with a `Spinner` or text for screen readers.
 * Callers give its size and place (`cx`: those do not conflict with the base).
 */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cx("animate-pulse rounded-md bg-accent motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };
