import { ChevronDown, User } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { menuLabel, type ShopUser } from "~/domain/auth/shop-user";

/** What opens Radix's menu, done to the button before the menu's script was there (user-menu.tsx). */
export type EarlyInput = { type: "pointerdown"; pointerType: string } | { type: "keydown"; key: string };

export type UserMenuDropdownProps = { user: ShopUser; early: EarlyInput | null; focused: boolean };

/** The header's user menu button: the display name (else the e-mail) between two icons. */
export function UserMenuButton({ user, ...props }: ComponentProps<typeof Button> & { user: ShopUser }) {
  return (
    <Button variant="outline" size="sm" className="max-w-44" {...props}>
      <User aria-hidden="true" />
      <span className="truncate">{menuLabel(user)}</span>
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}
