import { ShoppingCart, Zap } from "lucide-react";
import { useLocation } from "react-router";
import { KeptBlock } from "~/components/kept-block";
import { LinkBoundary } from "~/components/link-boundary";
import { useCartItemCount } from "~/stores/cart-store";
import { cx } from "~/lib/cx";
import { Button } from "~/components/ui/button";
import { UserMenu } from "~/components/user-menu";
import { menuLabel, type ShopUser } from "~/domain/auth/shop-user";
import type { RootLoaderData } from "~/root";

type Shop = RootLoaderData["shop"];

const navLinkClass = (isActive: boolean) =>
  cx(
    "rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
    isActive ? "text-primary" : "text-foreground/80",
  );

/** Whether `to` is the page shown or one under it, as NavLink decides. */
function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * A header link: a plain anchor (the header is a `LinkBoundary`, which navigates in the page),
 * marked current as NavLink would mark it. Every page renders ten of these; React Router's
 * `<Link>` costs several hooks each on the server.
 */
function NavAnchor({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <a href={to} aria-current={current ? "page" : undefined} className={navLinkClass(current)}>
      {children}
    </a>
  );
}

const HEADER_CLASS = "sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80";

export function SiteHeader({ shop, user }: { shop: Shop | undefined; user: ShopUser | null }) {
  const itemCount = useCartItemCount();
  const { pathname } = useLocation();
  const inside = {
    shopName: shop?.name ?? "HAL Power Solutions",
    // Home points at the marketing site when there is one (a full page load), else at this shop's front page.
    homeHref: shop?.marketingSiteUrl ?? "/",
    current: { products: isCurrent(pathname, "/products"), trackOrder: isCurrent(pathname, "/track-order"), cart: isCurrent(pathname, "/cart") },
    itemCount,
  };
  // Kept on the server by all it shows (docs/decisions/047): of a signed-in shopper, the name on
  // their menu's button, all the server renders of the menu (decision 059).
  const markupKey = JSON.stringify(["header", inside, user ? menuLabel(user) : null]);
  return (
    <KeptBlock as="header" className={HEADER_CLASS} markupKey={markupKey}>
      <HeaderInside {...inside} user={user} />
    </KeptBlock>
  );
}

type HeaderInsideProps = {
  shopName: string;
  homeHref: string;
  current: { products: boolean; trackOrder: boolean; cart: boolean };
  itemCount: number;
  user: ShopUser | null;
};

/** What the header shows, from its props alone (it may be rendered on its own: KeptBlock). */
function HeaderInside({ shopName, homeHref, current, itemCount, user }: HeaderInsideProps) {
  const home = (
    <a href={homeHref} className={navLinkClass(false)}>
      Home
    </a>
  );
  const mainLinks = (
    <>
      {home}
      <NavAnchor to="/products" current={current.products}>
        Products
      </NavAnchor>
      <NavAnchor to="/track-order" current={current.trackOrder}>
        Track Order
      </NavAnchor>
    </>
  );
  return (
    <>
      <LinkBoundary className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <a href="/products" className="mr-auto flex items-center gap-2 font-bold tracking-tight sm:mr-4">
          <span className="grid size-8 place-items-center rounded-md bg-primary text-primary-foreground">
            <Zap className="size-5" aria-hidden="true" />
          </span>
          <span className="text-base sm:text-lg">{shopName}</span>
        </a>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex md:flex-1">
          {mainLinks}
        </nav>
        <CartLink itemCount={itemCount} current={current.cart} />
        {user ? (
          <UserMenu user={user} />
        ) : (
          // Hidden, not removed, while a signed-in shopper's shared page is not live yet (decision 023).
          <Button asChild size="sm" className="[html[data-viewer]_&]:invisible">
            <a href="/sign-in">Sign In</a>
          </Button>
        )}
      </LinkBoundary>
      <LinkBoundary>
        <nav aria-label="Main (mobile)" className="flex items-center gap-1 overflow-x-auto border-t px-2 md:hidden">
          {mainLinks}
        </nav>
      </LinkBoundary>
    </>
  );
}

/** The accessible name comes from the visible text, e.g. "Cart 3 items" (WCAG 2.5.3). */
function CartLink({ itemCount, current }: { itemCount: number; current: boolean }) {
  return (
    <a
      href="/cart"
      aria-current={current ? "page" : undefined}
      className={cx(
        "relative inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium hover:bg-accent",
        current ? "text-primary" : "text-foreground/80",
      )}
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
    </a>
  );
}
