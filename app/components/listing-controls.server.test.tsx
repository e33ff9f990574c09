import { describe, expect, test } from "vitest";
import { createKeptBlockMarkup, type KeptBlockMarkup } from "~/components/kept-block-markup.server";
import { ListingControls } from "~/components/listing-controls";
import { parseListingQuery } from "~/domain/catalog/listing-query";
import { countingKeptBlockMarkup, renderWithKeptBlocks } from "../../tests/support/kept-blocks";

/** A listing's controls as the server sends them with kept blocks, or (no markup) as React alone renders them, as the browser does. */
function controls(search: string, markup?: KeptBlockMarkup) {
  const element = <ListingControls query={parseListingQuery(new URLSearchParams(search))} basePath="/products" />;
  return renderWithKeptBlocks(element, { path: `/products?${search}`, markup });
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
    const { markup, renders } = countingKeptBlockMarkup();
    const first = controls("type=ups", markup);
    expect(controls("type=ups&page=2", markup)).toBe(first);
    expect(controls("type=ups&page=40", markup)).toBe(first);
    expect(renders()).toBe(1);
    expect(controls("type=ups&sort=price-desc", markup)).not.toBe(first);
    expect(controls("type=inverter", markup)).not.toBe(first);
    expect(renders()).toBe(3);
  });

  test("a search's are rendered with the page, its text not kept", () => {
    const { markup, renders } = countingKeptBlockMarkup();
    const html = controls("q=Luminous+%3C650%3E", markup);
    expect(renders()).toBe(0);
    expect(html).toBe(controls("q=Luminous+%3C650%3E"));
    expect(html).toContain('value="Luminous &lt;650&gt;"');
  });
});
