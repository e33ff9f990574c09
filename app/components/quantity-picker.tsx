import { Minus, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { MAX_LINE_QUANTITY } from "~/domain/cart/cart";

/** A quantity of at least 1 (and at most `max`), changed with − and + buttons. */
export function QuantityPicker({
  value,
  onChange,
  max = MAX_LINE_QUANTITY,
  label = "Quantity",
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  max?: number;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-md border bg-card">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus aria-hidden="true" />
      </Button>
      <output aria-live="polite" className="w-10 text-center font-medium tabular-nums">
        {value}
      </output>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
