import { inPageText, LISTING_PRODUCTS_ID, type PackedProducts } from "~/domain/catalog/packed-products";
import { FOOTER_CLOSE } from "~/lib/footer-close.server";
import { jsonDataBlock } from "~/lib/json-in-html";
import type { PageEdit } from "~/lib/page-edits.server";

const BODY_CLOSE = Buffer.from("</body>");

/**
 * Blocks written lately, by stand-in (one per kept listing): most renders are of a few listing
 * pages, whose ~13 KB of text is then escaped and encoded once rather than per render. Bounded,
 * as the catalogue cache's budget does not count them.
 */
const RECENT_BLOCKS = 64;
const recentBlocks = new Map<PackedProducts, Buffer>();

function blockOf(standIn: PackedProducts, text: string): Buffer {
  let block = recentBlocks.get(standIn);
  if (block) {
    recentBlocks.delete(standIn);
  } else {
    block = Buffer.from(jsonDataBlock(LISTING_PRODUCTS_ID, text));
    if (recentBlocks.size >= RECENT_BLOCKS) recentBlocks.delete(recentBlocks.keys().next().value!);
  }
  recentBlocks.set(standIn, block);
  return block;
}

/**
 * One render's listing products that go into the page as a data block (decision 043): the
 * listing page hands its loader data's stand-in to `put` while it renders; `edits` puts the
 * block just after the site's `</footer>`, a child of `<body>` outside React's tree (React
 * passes over an element it did not render among `<body>`'s children when it hydrates, as it
 * does the viewer's block, decision 023) — before React Router's scripts, so that it is part
 * of the body every viewer of the page gets alike, kept compressed with it (decision 055).
 * Before the page's last `</body>` on a page without a footer.
 */
export function listingProductsBlock(): { put: (packed: PackedProducts) => void; edits: (page: Buffer) => PageEdit[] } {
  let inPage: { standIn: PackedProducts; text: string } | undefined;
  return {
    put(packed) {
      const text = inPageText(packed);
      if (text !== undefined) inPage = { standIn: packed, text };
    },
    edits(page) {
      if (!inPage) return [];
      const footer = page.lastIndexOf(FOOTER_CLOSE);
      const at = footer === -1 ? page.lastIndexOf(BODY_CLOSE) : footer + FOOTER_CLOSE.length;
      return at === -1 ? [] : [{ start: at, end: at, insert: blockOf(inPage.standIn, inPage.text) }];
    },
  };
}
