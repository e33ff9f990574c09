import { useEffect, useState, type ComponentType } from "react";
import { UserMenuButton, type EarlyInput, type UserMenuDropdownProps } from "~/components/user-menu-button";
import type { ShopUser } from "~/domain/auth/shop-user";
import { onFirstInput } from "~/lib/on-first-input";

const OPENING_KEYS = ["Enter", " ", "ArrowDown"];

/**
 * The signed-in user's menu. Its Radix dropdown (~60 KB of script with its positioning
 * library) is not part of a page's first load: the page renders and hydrates this button,
 * then fetches the menu at the shopper's first tap, key or scroll and puts it in its place. A
 * tap or key on this button before then is done again on Radix's, so the menu opens as
 * Radix opens it (decision 020).
 */
export function UserMenu({ user }: { user: ShopUser }) {
  const [dropdown, setDropdown] = useState<{ Menu: ComponentType<UserMenuDropdownProps> } | null>(null);
  const [early, setEarly] = useState<EarlyInput | null>(null);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    let live = true;
    const load = () =>
      void import("~/components/user-menu-dropdown").then(({ UserMenuDropdown }) => {
        if (live) setDropdown({ Menu: UserMenuDropdown });
      });
    if (early) load();
    const cancel = early ? () => {} : onFirstInput(load);
    return () => {
      live = false;
      cancel();
    };
  }, [early]);
  if (dropdown) return <dropdown.Menu user={user} early={early} focused={focused} />;
  return (
    // As Radix's trigger renders it while the menu is closed.
    <UserMenuButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) setEarly({ type: "pointerdown", pointerType: event.pointerType });
      }}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        setEarly({ type: "keydown", key: event.key });
      }}
    />
  );
}
