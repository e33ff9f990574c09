import { useFetcher } from "react-router";
import { VERIFY_BANNER } from "~/domain/auth/email-verification";
import { useActionToast } from "~/hooks/use-action-toast";
import type { action } from "~/routes/verify-email.server";

/** A gentle reminder for an account that has not verified its address; it can shop as before. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const fetcher = useFetcher<typeof action>();
  useActionToast(fetcher.data?.toast ? { toast: fetcher.data.toast } : undefined);
  return (
    <div role="status" className="border-b bg-accent px-4 py-2 text-center text-sm">
      {VERIFY_BANNER} <strong className="break-all">{email}</strong>.{" "}
      <fetcher.Form method="post" action="/verify-email" className="inline">
        <button type="submit" className="font-medium text-primary underline underline-offset-4" disabled={fetcher.state !== "idle"}>
          Send the link again
        </button>
      </fetcher.Form>
    </div>
  );
}
