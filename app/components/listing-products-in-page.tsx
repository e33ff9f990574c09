import { createContext, useContext, type ReactNode } from "react";
import { LISTING_PRODUCTS_ID, type PackedProducts } from "~/domain/catalog/packed-products";

type PutInPage = (packed: PackedProducts) => void;

const ListingProductsInPageContext = createContext<PutInPage | null>(null);

/** Server rendering only (app/entry.server.tsx): where the listing's products go to reach the page's data block. */
export function ListingProductsInPageProvider({ value, children }: { value: PutInPage; children: ReactNode }) {
  return <ListingProductsInPageContext.Provider value={value}>{children}</ListingProductsInPageContext.Provider>;
}

/**
 * The listing page, as it renders on the server: its products, if their loader data is a
 * stand-in (`productsInPage`), are written into the page's data block (decision 043). Nothing
 * in the browser, which reads that block.
 */
export function useListingProductsInPage(packed: PackedProducts): void {
  useContext(ListingProductsInPageContext)?.(packed);
}

/** In the browser: the text of the page's data block that the server wrote the listing's products into. */
export function listingProductsInDocument(): string | null | undefined {
  return typeof document === "undefined" ? undefined : document.getElementById(LISTING_PRODUCTS_ID)?.textContent;
}
