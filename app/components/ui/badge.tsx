import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "~/lib/cn";

/** Styles live in app.css (`.badge*`): short class names keep repeated markup small. */
const badgeVariants = cva("badge", {
  variants: {
    variant: {
      default: "badge-default",
      secondary: "badge-secondary",
      destructive: "badge-destructive",
      outline: "badge-outline",
      success: "badge-success",
      yellow: "badge-yellow",
      blue: "badge-blue",
      purple: "badge-purple",
      green: "badge-green",
      red: "badge-red",
    },
  },
  defaultVariants: {
    variant: "default",
  },
});

type BadgeProps = React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & {
    asChild?: boolean;
  };

function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  return <Comp className={className ? cn(badgeVariants({ variant }), className) : badgeVariants({ variant })} {...props} />;
}

export { Badge };
