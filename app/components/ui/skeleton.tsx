import * as React from "react";

import { cn } from "~/lib/cn";

/** A pulsing placeholder block. Purely visual: pair it with a `Spinner` or text for screen readers. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-accent motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };
