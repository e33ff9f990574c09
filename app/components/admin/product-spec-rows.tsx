import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { Specification } from "~/domain/catalog/views";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { MAX_SPECIFICATIONS } from "~/domain/admin/product-form-schema";
import type { FieldErrors } from "~/domain/forms/form-problems";

type Row = Specification & { key: number };

/**
 * The specification list as label/value rows, in order. Rows post as `specLabel`/`specValue`
 * pairs; blank rows are dropped when saved.
 */
export function ProductSpecRows({ initial, errors }: { initial: Specification[]; errors: FieldErrors }) {
  const [rows, setRows] = useState<Row[]>(() => initial.map((spec, key) => ({ ...spec, key })));
  const [nextKey, setNextKey] = useState(initial.length);
  const headingId = useId();

  const add = () => {
    setRows((current) => [...current, { key: nextKey, label: "", value: "" }]);
    setNextKey((key) => key + 1);
  };
  const update = (key: number, change: Partial<Specification>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  return (
    <fieldset className="space-y-2" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <legend id={headingId} className="text-sm font-medium">
          Specifications <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        <Button type="button" variant="outline" size="sm" onClick={add} disabled={rows.length >= MAX_SPECIFICATIONS}>
          <Plus aria-hidden="true" />
          Add specification
        </Button>
      </div>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">No specifications yet.</p> : null}
      <ol className="space-y-2">
        {rows.map((row, index) => {
          const labelError = errors[`specifications.${index}.label`];
          const valueError = errors[`specifications.${index}.value`];
          const errorId = `${headingId}-${row.key}-error`;
          return (
            <li key={row.key}>
              <div className="flex items-start gap-2">
                <div className="grid flex-1 gap-2 sm:grid-cols-[2fr_3fr]">
                  <Input
                    name="specLabel"
                    value={row.label}
                    onChange={(event) => update(row.key, { label: event.target.value })}
                    placeholder="Label, e.g. Output"
                    aria-label={`Specification ${index + 1} label`}
                    aria-invalid={labelError ? true : undefined}
                    aria-describedby={labelError || valueError ? errorId : undefined}
                    data-error-key={`specifications.${index}.label`}
                    maxLength={100}
                  />
                  <Input
                    name="specValue"
                    value={row.value}
                    onChange={(event) => update(row.key, { value: event.target.value })}
                    placeholder="Value, e.g. Pure sine wave"
                    aria-label={`Specification ${index + 1} value`}
                    aria-invalid={valueError ? true : undefined}
                    aria-describedby={labelError || valueError ? errorId : undefined}
                    data-error-key={`specifications.${index}.value`}
                    maxLength={500}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(row.key)}
                  aria-label={`Remove specification ${index + 1}${row.label ? ` (${row.label})` : ""}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {labelError || valueError ? (
                <p id={errorId} className="mt-1 text-sm font-medium text-destructive">
                  {labelError ?? valueError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {errors.specifications ? <p className="text-sm font-medium text-destructive">{errors.specifications}</p> : null}
    </fieldset>
  );
}
