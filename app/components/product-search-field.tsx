import { Search } from "lucide-react";
import { Input } from "~/components/ui/input";
import { MAX_SEARCH_LENGTH } from "~/domain/catalog/listing-query";
import { cx } from "~/lib/cx";

/**
 * The `q` field of a product search (the shop's listing and the back office's products tab):
 * a labelled search input with its icon. Keyed on the current search, so Back shows the
 * search of the page it returns to.
 */
export function ProductSearchField({ id, defaultValue, className }: { id: string; defaultValue: string; className?: string }) {
  return (
    // The icon's room is made from here (`[&_input]:pl-9` outranks the field's own `px-3`), so
    // the field needs no class of its own merged with its base while the listing hydrates.
    <div className={cx("relative [&_input]:pl-9", className)}>
      <label htmlFor={id} className="sr-only">
        Search products by name or brand
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        key={defaultValue}
        placeholder="Search by name or brand…"
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
      />
    </div>
  );
}
