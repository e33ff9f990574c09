import * as React from "react";

import { cx } from "~/lib/cx";

/**
 * The browser's own `<select>`, styled like `Input`. Forms use it rather than the Radix Select
 * because it submits with the form, works before hydration, and gives phones their native picker.
 * Callers add layout classes (flex, a width from a breakpoint up), which do not conflict with the
 * base, so they are joined as they are (`cx`; the listing renders this on first load).
 */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cx(
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
