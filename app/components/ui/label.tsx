import * as React from "react";
import { Label as LabelPrimitive } from "radix-ui";

import { cx } from "~/lib/cx";

const LABEL_CLASS = cx(
  "flex items-center gap-2 text-sm leading-none font-medium text-foreground select-none",
  "group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50",
  "peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
);

/** A caller's classes are added as they are (`cx`, no tailwind-merge: labels are on the sign-in page's first load). */
function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={cx(LABEL_CLASS, className)} {...props} />;
}

export { Label };
