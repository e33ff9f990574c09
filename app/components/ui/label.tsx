import * as React from "react";
import { Label as LabelPrimitive } from "radix-ui";

import { cn } from "~/lib/cn";
import { cx } from "~/lib/cx";

const LABEL_CLASS = cx(
  "flex items-center gap-2 text-sm leading-none font-medium text-foreground select-none",
  "group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50",
  "peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
);

/** A caller's classes override the base's (`cn`); without any, nothing is merged while rendering. */
function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={className ? cn(LABEL_CLASS, className) : LABEL_CLASS} {...props} />;
}

export { Label };
