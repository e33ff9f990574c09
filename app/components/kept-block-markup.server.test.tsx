import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { KeptBlock, KeptBlockProvider } from "~/components/kept-block";
import { createKeptBlockMarkup, type KeptBlockMarkup } from "~/components/kept-block-markup.server";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { ShopUser } from "~/domain/auth/shop-user";
import { applyEdits } from "~/lib/page-edits.server";
import { countingKeptBlockMarkup, renderWithKeptBlocks } from "../../tests/support/kept-blocks";

const shop = {
  name: "HAL Power <Solutions> & Co",
  supportPhone: "+91 98765 43210",
  supportEmail: "support@halpower.in",
  marketingSiteUrl: "/",
};

const user: ShopUser = {
  id: "u-1",
  email: "asha@example.in",
  displayName: "Asha",
  photoUrl: null,
  isAdmin: false,
  emailVerified: true,
};

/** A page as the server sends it with kept blocks, or (no markup given) as React alone renders it, as the browser does. */
function page(element: ReactElement, { path = "/products", markup }: { path?: string; markup?: KeptBlockMarkup } = {}) {
  return renderWithKeptBlocks(element, { path, markup });
}

const shell = (props: { user?: ShopUser | null; shop?: typeof shop } = {}) => (
  <>
    <SiteHeader shop={props.shop ?? shop} user={props.user ?? null} />
    <main>The page</main>
    <SiteFooter shop={props.shop ?? shop} />
  </>
);

describe("the header's and footer's kept markup", () => {
  test("is exactly the markup React renders for them on every kind of page, escaping and text separators included", () => {
    const markup = createKeptBlockMarkup();
    for (const path of ["/products", "/products/p-1", "/track-order", "/cart", "/sign-in", "/"]) {
      const html = page(shell(), { path, markup });
      expect(html).toBe(page(shell(), { path }));
      expect(html).not.toContain("<!--kept-");
    }
    const products = page(shell(), { path: "/products/p-1", markup });
    expect(products).toContain('<a href="/products" aria-current="page"');
    expect(products).toContain("HAL Power &lt;Solutions&gt; &amp; Co");
    expect(products).toContain(`© <!-- -->${new Date().getFullYear()}<!-- --> <!-- -->HAL Power`);
    expect(page(shell(), { path: "/cart", markup })).toContain('<a href="/cart" aria-current="page"');
  });

  test("is rendered once per key, and again when anything it shows changes", () => {
    const { markup, renders } = countingKeptBlockMarkup();
    const first = page(shell(), { markup });
    expect(page(shell(), { markup })).toBe(first);
    expect(renders()).toBe(2); // the header and the footer

    page(shell(), { path: "/track-order", markup }); // another current link: the header again
    expect(renders()).toBe(3);

    const renamed = page(shell({ shop: { ...shop, name: "Volt Mart" } }), { markup });
    expect(renders()).toBe(5);
    expect(renamed).toContain("Volt Mart");
    expect(renamed).not.toContain("HAL Power");
    expect(renamed).toBe(page(shell({ shop: { ...shop, name: "Volt Mart" } })));

    const marketing = { ...shop, marketingSiteUrl: "https://halpower.example" };
    const withMarketingSite = page(shell({ shop: marketing }), { markup });
    expect(renders()).toBe(6); // the header only: the footer shows no home link
    expect(withMarketingSite).toContain('<a href="https://halpower.example"');
    expect(withMarketingSite).toBe(page(shell({ shop: marketing })));
  });

  test("is kept for a signed-in shopper by the name on their menu, all the header shows of them", () => {
    const { markup, renders } = countingKeptBlockMarkup();
    const html = page(shell({ user }), { markup });
    expect(html).toBe(page(shell({ user })));
    expect(html).toContain("Asha");
    expect(html).not.toContain("Sign In");
    expect(renders()).toBe(2);

    expect(page(shell({ user: { ...user, id: "u-2", email: "asha.r@example.in" } }), { markup })).toBe(html); // another Asha
    expect(renders()).toBe(2);

    const ravi = page(shell({ user: { ...user, displayName: "Ravi <R&D>" } }), { markup });
    expect(renders()).toBe(3);
    expect(ravi).toBe(page(shell({ user: { ...user, displayName: "Ravi <R&D>" } })));
    expect(ravi).toContain("Ravi &lt;R&amp;D&gt;");
    expect(ravi).not.toContain("Asha");

    const unnamed = page(shell({ user: { ...user, displayName: "  " } }), { markup }); // the e-mail stands in
    expect(unnamed).toContain("asha@example.in");
    expect(page(shell(), { markup })).not.toContain("asha@example.in");
    expect(page(shell(), { markup })).toContain("Sign In");
  });

  test("keeps at most maxBytes of keys and markup, the least recently used going first", () => {
    // Each block here: a 2-character key and 10 bytes of markup; room for two.
    const blocks = createKeptBlockMarkup({ maxBytes: 24, render: (inside) => renderToString(inside) });
    let renders = 0;
    const keep = (key: string) => {
      const page = blocks.forPage();
      const text = key.padEnd(3, "-");
      const marker = page.keep(key, <Counted text={text} onRender={() => (renders += 1)} />);
      const written = Buffer.from(`<div>${marker}</div>`);
      return applyEdits(written, page.edits(written)).toString();
    };
    expect(keep("k1")).toBe("<div><p>k1-</p></div>");
    keep("k2");
    keep("k1"); // k1 used last: k2 is now the least recently used
    expect(renders).toBe(2);
    keep("k3"); // k2 goes
    keep("k1");
    expect(renders).toBe(3);
    keep("k2");
    expect(renders).toBe(4); // k3 went for it, k1 stayed
    keep("k1");
    expect(renders).toBe(4);
  });

  test("a block larger than maxBytes is rendered each time, and the kept ones stay", () => {
    const { markup, renders } = countingKeptBlockMarkup({ maxBytes: 600 });
    const footer = (name: string) => page(<SiteFooter shop={{ ...shop, name }} />, { markup });
    const small = () => page(<KeptBlock as="div" className="s" markupKey="small"><p>small</p></KeptBlock>, { markup });
    small();
    const html = footer("A");
    footer("A");
    expect(renders()).toBe(3); // the footer is ~2 KB: never kept
    expect(footer("A")).toBe(html);
    small();
    expect(renders()).toBe(4); // the small block stayed: only the footer again
  });

  test("goes where its marker is, in the element React wrote, and nowhere else", () => {
    const blocks = createKeptBlockMarkup().forPage();
    const written = Buffer.from(
      renderToString(
        <KeptBlockProvider value={blocks.keep}>
          <KeptBlock as="footer" className="f" markupKey="k">
            <p>kept</p>
          </KeptBlock>
          <p>{"<!--kept-not-a-marker-0-->"}</p>
        </KeptBlockProvider>,
      ),
    );
    expect(applyEdits(written, blocks.edits(written)).toString()).toBe(
      '<footer class="f"><p>kept</p></footer><p>&lt;!--kept-not-a-marker-0--&gt;</p>',
    );
  });

  test("goes in wherever React wrote its marker, in any order, and a block React threw away leaves nothing", () => {
    const blocks = createKeptBlockMarkup().forPage();
    const first = blocks.keep("first", <p>first</p>);
    const thrownAway = blocks.keep("thrown away", <p>never written</p>);
    const last = blocks.keep("last", <p>last</p>);
    expect(thrownAway).not.toBe(first);
    const written = Buffer.from(`<main>${last}</main><footer>${first}</footer>`);
    expect(applyEdits(written, blocks.edits(written)).toString()).toBe("<main><p>last</p></main><footer><p>first</p></footer>");
  });

  test("a marker without markup is an error, not a page with a hole", () => {
    const markup = createKeptBlockMarkup();
    const first = markup.forPage();
    const marker = first.keep("k", <p>kept</p>);
    const other = markup.forPage(); // a page whose render wrote a marker it never asked for
    expect(() => other.edits(Buffer.from(`<footer>${marker}</footer>`))).not.toThrow();
    expect(other.edits(Buffer.from(`<footer>${marker}</footer>`))).toStrictEqual([]);
    other.keep("k", <p>kept</p>);
    expect(() => other.edits(Buffer.from(`<footer>${marker.replace("-0-->", "-7-->")}</footer>`))).toThrow(
      "a kept block's marker has no markup",
    );
  });
});

/** `text` in a paragraph, telling each time it is rendered. */
function Counted({ text, onRender }: { text: string; onRender: () => void }) {
  onRender();
  return <p>{text}</p>;
}
