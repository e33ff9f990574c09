import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/hooks/use-toast";

type Result = { ok: boolean; message: string } | undefined;

/** After paying, the customer reports the 12-digit UPI reference so the shop can match it. */
export function PaymentReferenceForm({ orderId, current }: { orderId: string; current: string | null }) {
  const fetcher = useFetcher<Result>();
  const id = useId();
  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    toast(
      result.ok
        ? { title: "Payment reference saved", description: result.message }
        : { title: "Error", description: result.message, variant: "destructive" },
    );
  }, [result]);
  return (
    <fetcher.Form method="post" action="/orders" className="space-y-2">
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
          aria-describedby={`${id}-hint`}
        />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
          Save
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Your UPI app shows it after paying (also called UTR or RRN). We use it to confirm your payment.
      </p>
    </fetcher.Form>
  );
}
