import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { KeptBlockProvider } from "~/components/kept-block";
import { createKeptBlockMarkup, type KeptBlockMarkup } from "~/components/kept-block-markup.server";
import { ListingControls } from "~/components/listing-controls";
import { parseListingQuery } from "~/domain/catalog/listing-query";
import { applyEdits } from "~/lib/page-edits.server";

/** In a data router, as the page's (the controls' `useSubmit` needs one). */
function routed(inside: ReactElement, path: string) {
  return <RouterProvider router={createMemoryRouter([{ path: "*", element: inside }], { initialEntries: [path] })} />;
}

/** A listing's controls as the server sends them with kept blocks, or (no markup) as React alone renders them, as the browser does. */
function controls(search: string, markup?: KeptBlockMarkup) {
  const element = <ListingControls query={parseListingQuery(new URLSearchParams(search))} basePath="/products" />;
  const path = `/products?${search}`;
  if (!markup) return renderToString(routed(element, path));
  const blocks = markup.forPage();
  const written = Buffer.from(renderToString(routed(<KeptBlockProvider value={blocks.keep}>{element}</KeptBlockProvider>, path)));
  return applyEdits(written, blocks.edits(written)).toString("utf8");
}

/** Kept markup rendered as the shop does (in a memory data router), counting the renders. */
function countingMarkup() {
  let renders = 0;
  const markup = createKeptBlockMarkup({
    render: (inside) => {
      renders += 1;
      return renderToString(routed(inside, "/"));
    },
  });
  return { markup, renders: () => renders };
}

describe("a listing's controls, kept (decision 057)", () => {
  test("are exactly the markup React renders for them in the page's router, for each type and sort", () => {
    const markup = createKeptBlockMarkup();
    for (const search of ["", "type=ups&sort=price-asc", "type=battery&page=3", "sort=price-desc"]) {
      expect(controls(search, markup), search).toBe(controls(search));
    }
    const ups = controls("type=ups&sort=price-asc", markup);
    expect(ups).toContain('action="/products"');
    expect(ups).toContain('<input type="hidden" name="type" value="ups"/>');
    expect(ups).toMatch(/<a aria-current="page" class="[^"]*" href="\/products\?type=ups&amp;sort=price-asc" data-discover="true">UPS<\/a>/);
    expect(ups).toMatch(/<option value="price-asc" selected="">/);
  });

  test("are rendered once per base path, type and sort: the listing's other pages take them as they are", () => {
    const { markup, renders } = countingMarkup();
    const first = controls("type=ups", markup);
    expect(controls("type=ups&page=2", markup)).toBe(first);
    expect(controls("type=ups&page=40", markup)).toBe(first);
    expect(renders()).toBe(1);
    expect(controls("type=ups&sort=price-desc", markup)).not.toBe(first);
    expect(controls("type=inverter", markup)).not.toBe(first);
    expect(renders()).toBe(3);
  });

  test("a search's are rendered with the page, its text not kept", () => {
    const { markup, renders } = countingMarkup();
    const html = controls("q=Luminous+%3C650%3E", markup);
    expect(renders()).toBe(0);
    expect(html).toBe(controls("q=Luminous+%3C650%3E"));
    expect(html).toContain('value="Luminous &lt;650&gt;"');
  });
});
