import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";

import { cn } from "~/lib/cn";

type SpinnerProps = Omit<React.ComponentProps<"span">, "children" | "role"> & {
  /** Text announced to screen readers (visually hidden). */
  label?: string;
  /** Classes for the spinning icon (e.g. `size-6`). */
  iconClassName?: string;
};

function Spinner({ className, iconClassName, label = "Loading", ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center justify-center text-current", className)}
      {...props}
    >
      <LoaderCircleIcon
        aria-hidden="true"
        focusable="false"
        className={cn("size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", iconClassName)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
