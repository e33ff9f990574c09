import * as React from "react";

import { cn } from "~/lib/cn";

/**
 * The browser's own `<select>`, styled like `Input`. Forms use it rather than the Radix Select
 * because it submits with the form, works before hydration, and gives phones their native picker.
 */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        "h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        "aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

export { NativeSelect };
