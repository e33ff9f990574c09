import { Mail, Phone, Zap } from "lucide-react";
import { KeptBlock } from "~/components/kept-block";
import { LinkBoundary } from "~/components/link-boundary";
import type { RootLoaderData } from "~/root";

type Shop = RootLoaderData["shop"];

export function SiteFooter({ shop }: { shop: Shop | undefined }) {
  const name = shop?.name ?? "HAL Power Solutions";
  const year = new Date().getFullYear();
  // Kept on the server by all it shows (docs/decisions/047).
  const markupKey = JSON.stringify(["footer", name, shop?.supportPhone, shop?.supportEmail, year]);
  return (
    <KeptBlock as="footer" className="mt-12 border-t bg-card" markupKey={markupKey}>
      <FooterInside shop={shop} name={name} year={year} />
    </KeptBlock>
  );
}

function FooterInside({ shop, name, year }: { shop: Shop | undefined; name: string; year: number }) {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="flex items-center gap-2 font-bold">
            <Zap className="size-5 text-primary" aria-hidden="true" />
            {name}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            Your trusted partner for power solutions: inverters, UPS systems and batteries for homes and businesses
            across India.
          </p>
        </div>
        <LinkBoundary>
          <nav aria-label="Quick links">
            <h2 className="text-sm font-semibold">Quick Links</h2>
            <ul className="mt-2 space-y-1 text-sm">
              <li>
                <a href="/" className="text-muted-foreground hover:text-foreground hover:underline">
                  Home
                </a>
              </li>
              <li>
                <a href="/products" className="text-muted-foreground hover:text-foreground hover:underline">
                  Products
                </a>
              </li>
              <li>
                <a href="/track-order" className="text-muted-foreground hover:text-foreground hover:underline">
                  Track Order
                </a>
              </li>
            </ul>
          </nav>
        </LinkBoundary>
        {shop ? (
          <div>
            <h2 className="text-sm font-semibold">Customer Support</h2>
            <ul className="mt-2 space-y-2 text-sm">
              <li>
                <a
                  href={`tel:${shop.supportPhone.replace(/[^\d+]/g, "")}`}
                  className="inline-flex items-center gap-2 text-muted-foreground hover:text-foreground"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {shop.supportPhone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${shop.supportEmail}`}
                  className="inline-flex items-center gap-2 text-muted-foreground hover:text-foreground"
                >
                  <Mail className="size-4" aria-hidden="true" />
                  {shop.supportEmail}
                </a>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        © {year} {name}. All rights reserved.
      </p>
    </>
  );
}
