import { ShoppingCart, Zap } from "lucide-react";
import { Link, NavLink } from "react-router";
import { useCartItemCount } from "~/stores/cart-store";
import { cn } from "~/lib/cn";
import { Button } from "~/components/ui/button";
import { UserMenu } from "~/components/user-menu";
import type { ShopUser } from "~/domain/auth/shop-user";
import type { RootLoaderData } from "~/root";

type Shop = RootLoaderData["shop"];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
    isActive ? "text-primary" : "text-foreground/80",
  );

/** Home points at the marketing site when there is one, else at this shop's front page. */
function HomeLink({ href, className }: { href: string; className: string }) {
  return href.startsWith("/") ? (
    <Link to={href} className={className}>
      Home
    </Link>
  ) : (
    <a href={href} className={className}>
      Home
    </a>
  );
}

export function SiteHeader({ shop, user }: { shop: Shop | undefined; user: ShopUser | null }) {
  const itemCount = useCartItemCount();
  const shopName = shop?.name ?? "HAL Power Solutions";
  const homeClass = navLinkClass({ isActive: false });
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <Link to="/products" className="mr-auto flex items-center gap-2 font-bold tracking-tight sm:mr-4">
          <span className="grid size-8 place-items-center rounded-md bg-primary text-primary-foreground">
            <Zap className="size-5" aria-hidden="true" />
          </span>
          <span className="text-base sm:text-lg">{shopName}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex md:flex-1">
          <HomeLink href={shop?.marketingSiteUrl ?? "/"} className={homeClass} />
          <NavLink to="/products" className={navLinkClass}>
            Products
          </NavLink>
          <NavLink to="/track-order" className={navLinkClass}>
            Track Order
          </NavLink>
        </nav>
        <CartLink itemCount={itemCount} />
        {user ? (
          <UserMenu user={user} />
        ) : (
          // Hidden, not removed, while a signed-in shopper's shared page is not live yet (decision 023).
          <Button asChild size="sm" className="[html[data-viewer]_&]:invisible">
            <Link to="/sign-in">Sign In</Link>
          </Button>
        )}
      </div>
      <nav
        aria-label="Main (mobile)"
        className="flex items-center gap-1 overflow-x-auto border-t px-2 md:hidden"
      >
        <HomeLink href={shop?.marketingSiteUrl ?? "/"} className={homeClass} />
        <NavLink to="/products" className={navLinkClass}>
          Products
        </NavLink>
        <NavLink to="/track-order" className={navLinkClass}>
          Track Order
        </NavLink>
      </nav>
    </header>
  );
}

/** The accessible name comes from the visible text, e.g. "Cart 3 items" (WCAG 2.5.3). */
function CartLink({ itemCount }: { itemCount: number }) {
  return (
    <NavLink
      to="/cart"
      className={({ isActive }) =>
        cn(
          "relative inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium hover:bg-accent",
          isActive ? "text-primary" : "text-foreground/80",
        )
      }
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Cart</span>
      {itemCount > 0 ? (
        <>
          <span
            data-testid="cart-badge"
            className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-destructive px-1 text-xs font-semibold leading-5 text-destructive-foreground sm:static sm:ml-0.5"
          >
            {itemCount}
          </span>
          <span className="sr-only"> {itemCount === 1 ? "item" : "items"}</span>
        </>
      ) : null}
    </NavLink>
  );
}
