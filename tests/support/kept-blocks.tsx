import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { KeptBlockProvider } from "~/components/kept-block";
import { createKeptBlockMarkup, type KeptBlockMarkup } from "~/components/kept-block-markup.server";
import { applyEdits } from "~/lib/page-edits.server";

/** In a data router at `path`, as a page is (a listing's controls need one: `useSubmit`). */
export function inDataRouter(inside: ReactElement, path = "/") {
  return <RouterProvider router={createMemoryRouter([{ path: "*", element: inside }], { initialEntries: [path] })} />;
}

/**
 * `element` as the server sends it with kept blocks (their markers swapped for the kept
 * markup), or, with no `markup`, as React alone renders it — what the browser hydrates against.
 */
export function renderWithKeptBlocks(element: ReactElement, { path = "/", markup }: { path?: string; markup?: KeptBlockMarkup } = {}): string {
  if (!markup) return renderToString(inDataRouter(element, path));
  const page = markup.forPage();
  const written = Buffer.from(renderToString(inDataRouter(<KeptBlockProvider value={page.keep}>{element}</KeptBlockProvider>, path)));
  return applyEdits(written, page.edits(written)).toString("utf8");
}

/** Kept markup rendered as the shop renders it (in a memory data router), counting the renders. */
export function countingKeptBlockMarkup({ maxBytes }: { maxBytes?: number } = {}) {
  let renders = 0;
  const markup = createKeptBlockMarkup({
    maxBytes,
    render: (inside) => {
      renders += 1;
      return renderToString(inDataRouter(inside));
    },
  });
  return { markup, renders: () => renders };
}
