import { LayoutDashboard, LogOut, Package, User } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { UserMenuButton, type UserMenuDropdownProps } from "~/components/user-menu-button";

/**
 * The signed-in user's menu on Radix's dropdown: Profile, My Orders, Admin Panel (admins
 * only), Logout. Loaded by `UserMenu` (user-menu.tsx) after the page's first load; what the
 * shopper did to the button before then (`early`) is done again on this one, so the menu
 * opens as Radix opens it — by keyboard with the first item focused.
 */
export function UserMenuDropdown({ user, early, focused }: UserMenuDropdownProps) {
  const logout = useFetcher();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = trigger.current;
    if (!button) return;
    if (focused || early?.type === "keydown") button.focus();
    if (early?.type === "keydown") button.dispatchEvent(new KeyboardEvent("keydown", { key: early.key, bubbles: true, cancelable: true }));
    if (early?.type === "pointerdown") {
      button.dispatchEvent(new PointerEvent("pointerdown", { button: 0, pointerType: early.pointerType, bubbles: true, cancelable: true }));
    }
    // Once, for what happened before this menu was there.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later renders must not replay it
  }, []);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <UserMenuButton ref={trigger} user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/orders">
            <Package aria-hidden="true" />
            My Orders
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboard aria-hidden="true" />
              Admin Panel
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => logout.submit(null, { method: "post", action: "/logout" })}
        >
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
