import { Form, Link, useSubmit } from "react-router";
import { KeptBlock } from "~/components/kept-block";
import { ProductSearchField } from "~/components/product-search-field";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import {
  LISTING_SORTS,
  listingSearch,
  SORT_LABELS,
  type ListingQuery,
} from "~/domain/catalog/listing-query";
import { PRODUCT_TYPES, type ProductType } from "~/domain/catalog/product-type";
import { cx } from "~/lib/cx";

const TYPE_FILTERS: { value: ProductType | "all"; label: string }[] = [
  { value: "all", label: "All Products" },
  ...PRODUCT_TYPES.map((value) => ({
    value,
    label: { inverter: "Inverters", ups: "UPS", battery: "Batteries" }[value],
  })),
];

/**
 * Search, type filter and sort. Everything lives in the URL (a GET form and plain links),
 * so a shared link shows the same view, Back works, and it all works before scripts load.
 *
 * Kept on the server by all it shows (decision 057): a listing's controls are the same for
 * every page of one type and sort, and React Router's `Form` and `Link`s cost as much to render
 * as the rest of the listing's body. A search's controls hold its text: rendered with the page,
 * so one-off searches do not push the kept header and footer out.
 */
export function ListingControls({ query, basePath }: { query: ListingQuery; basePath: string }) {
  const markupKey = query.q ? null : JSON.stringify(["listing-controls", basePath, query.type, query.sort]);
  return (
    <KeptBlock as="div" className="space-y-3" markupKey={markupKey}>
      <ListingControlsInside query={query} basePath={basePath} />
    </KeptBlock>
  );
}

function ListingControlsInside({ query, basePath }: { query: ListingQuery; basePath: string }) {
  const submit = useSubmit();
  return (
    <>
      <Form method="get" action={basePath} role="search" className="flex flex-col gap-2 sm:flex-row">
        {query.type !== "all" ? <input type="hidden" name="type" value={query.type} /> : null}
        <ProductSearchField id="product-search" defaultValue={query.q} className="flex-1" />
        <div className="flex gap-2">
          <label htmlFor="product-sort" className="sr-only">
            Sort products
          </label>
          <NativeSelect
            id="product-sort"
            name="sort"
            defaultValue={query.sort}
            key={query.sort}
            onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
            className="flex-1 sm:w-52 sm:flex-none"
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
          <Button type="submit">Search</Button>
        </div>
      </Form>
      <nav aria-label="Product type" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {TYPE_FILTERS.map(({ value, label }) => {
          const active = query.type === value;
          return (
            <Link
              key={value}
              to={`${basePath}${listingSearch({ ...query, type: value, page: 1 })}`}
              aria-current={active ? "page" : undefined}
              preventScrollReset
              className={cx(
                "inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                active
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-card hover:bg-accent hover:text-accent-foreground",
              )}
            >
              {label}
            </Link>
          );
        })}
      </nav>
    </>
  );
}
