import { Star } from "lucide-react";
import { useId } from "react";
import { cn } from "~/lib/cn";

const LABELS = ["1 star (poor)", "2 stars (fair)", "3 stars (good)", "4 stars (very good)", "5 stars (excellent)"];

/**
 * Choose 1–5 stars. A radio group underneath, so arrow keys, Tab and screen readers work
 * as with any set of choices; the stars are how it looks.
 */
export function StarRatingInput({
  value,
  onChange,
  label = "Rating",
  name = "rating",
}: {
  value: number;
  onChange: (value: number) => void;
  label?: string;
  name?: string;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div role="radiogroup" aria-label={label} className="inline-flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} htmlFor={`${id}-${n}`} className="cursor-pointer rounded-md p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-ring">
            <input
              id={`${id}-${n}`}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={LABELS[n - 1]}
            />
            <Star
              aria-hidden="true"
              className={cn("size-8 transition-colors", n <= value ? "fill-amber-400 text-amber-500" : "text-slate-400")}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
