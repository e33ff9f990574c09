import * as React from "react";

import { cx } from "~/lib/cx";

const INPUT_CLASS = cx(
  // text-base on phones stops iOS from zooming into focused fields.
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-1 text-base text-foreground shadow-xs transition-[color,box-shadow] outline-none md:text-sm",
  "placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground",
  "file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
  "disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50",
);

/**
 * A caller's classes are added as they are (`cx`, no tailwind-merge: fields are on the first
 * load of the listing and sign-in): give the field's width or place to its wrapper instead of
 * overriding a base class (`w-full`, `px-3`…) here.
 */
function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cx(INPUT_CLASS, className)} {...props} />;
}

export { Input };
