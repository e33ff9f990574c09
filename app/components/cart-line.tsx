import { Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { MAX_LINE_QUANTITY, type CartLine as Line } from "~/domain/cart/cart";
import { formatRupees } from "~/domain/money/format-rupees";

export type LineNotice = { kind: "price"; previousPaise: number } | { kind: "unavailable" } | { kind: "out-of-stock" } | { kind: "short"; left: number };

export function CartLine({
  line,
  notice,
  onQuantity,
  onRemove,
}: {
  line: Line;
  notice: LineNotice | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { product, quantity } = line;
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      {/* The name below links to the same page; this copy is for pointers only. */}
      <Link to={`/products/${product.id}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <img src={product.image} alt="" width={96} height={96} className="size-20 rounded-md border bg-muted object-cover sm:size-24" />
        ) : (
          <span className="block size-20 rounded-md border bg-muted sm:size-24" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={`/products/${product.id}`} className="font-medium hover:underline">
              {product.name}
            </Link>
            <p className="text-sm text-muted-foreground">{product.brand}</p>
          </div>
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${product.name}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <p className="text-sm">{formatRupees(product.pricePaise)}</p>
        {notice ? <LineNoticeText notice={notice} /> : null}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label={`Quantity of ${product.name}`} className="inline-flex items-center rounded-md border">
            <Button type="button" variant="ghost" size="icon" aria-label="Decrease quantity" disabled={quantity <= 1} onClick={() => onQuantity(quantity - 1)}>
              <Minus aria-hidden="true" />
            </Button>
            <output className="w-9 text-center tabular-nums" aria-live="polite">
              {quantity}
            </output>
            <Button type="button" variant="ghost" size="icon" aria-label="Increase quantity" disabled={quantity >= MAX_LINE_QUANTITY} onClick={() => onQuantity(quantity + 1)}>
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <p className="font-semibold">
            <span className="sr-only">Line total </span>
            {formatRupees(product.pricePaise * quantity)}
          </p>
        </div>
      </div>
    </li>
  );
}

function LineNoticeText({ notice }: { notice: LineNotice }) {
  const text =
    notice.kind === "price"
      ? `Price changed since you added it (was ${formatRupees(notice.previousPaise)}).`
      : notice.kind === "unavailable"
        ? "This product is no longer sold. Please remove it."
        : notice.kind === "out-of-stock"
          ? "Out of Stock. Please remove it to continue."
          : `Only ${notice.left} left in stock. Please lower the quantity.`;
  return (
    <p role="status" className={notice.kind === "price" ? "text-sm font-medium text-amber-800" : "text-sm font-medium text-destructive"}>
      {text}
    </p>
  );
}
