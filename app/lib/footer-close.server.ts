/**
 * The site footer's closing tag, where two things meet (decision 055): the listing's products
 * block is written just after it (listing-products-block.server.ts), and a page's body that is
 * the same for all its viewers ends at the first nonce script after it (zstd-repeated-bodies.ts).
 * One constant, so the two cannot drift apart.
 */
export const FOOTER_CLOSE = Buffer.from("</footer>");
