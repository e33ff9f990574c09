import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cx } from "~/lib/cx";

/**
 * Styles live in app.css (`.badge*`): short class names keep repeated markup small. A caller's
 * classes are added as they are (`cx`): tailwind-merge cannot weigh them against `badge-*`.
 */
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
  return <Comp className={cx(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge };
