import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PaymentReferenceFormSchema } from "~/domain/payments/payment-reference";
import { useCheckedSubmit } from "~/hooks/use-checked-submit";
import { toast } from "~/hooks/use-toast";
import type { action } from "~/routes/orders.server";

/** After paying, the customer reports the 12-digit UPI reference so the shop can match it. */
export function PaymentReferenceForm({ orderId, current }: { orderId: string; current: string | null }) {
  const fetcher = useFetcher<typeof action>();
  const id = useId();
  const result = fetcher.data;
  const checked = useCheckedSubmit(PaymentReferenceFormSchema, ["orderId", "reference"], result?.fieldErrors);
  const error = checked.fieldErrors.reference;
  useEffect(() => {
    if (result?.toast) toast(result.toast);
  }, [result]);
  return (
    <fetcher.Form method="post" action="/orders" className="space-y-2" noValidate onSubmit={checked.onSubmit}>
      <input type="hidden" name="intent" value="payment-reference" />
      <input type="hidden" name="orderId" value={orderId} />
      <Label htmlFor={id}>UPI transaction reference (12 digits)</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          name="reference"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          defaultValue={current ?? ""}
          placeholder="e.g. 412345678901"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
          Save
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Your UPI app shows it after paying (also called UTR or RRN). We use it to confirm your payment.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
