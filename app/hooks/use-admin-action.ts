import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/hooks/use-toast";
import type { action } from "~/routes/admin.server";

/**
 * Posts one admin action to /admin and shows its toast ('Order Deleted', 'Failed to delete
 * order.' …). The page's data reloads after every action, as React Router does.
 */
export type AdminAction = ReturnType<typeof useAdminAction>;

/**
 * Its toast shows from the component that called it: a component that the action's own
 * result removes (a table row it deletes) must take the action from one that stays.
 */
export function useAdminAction() {
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data;
  useEffect(() => {
    if (result?.toast) toast(result.toast);
  }, [result]);
  return {
    busy: fetcher.state !== "idle",
    result,
    /** A field of the submission in flight, for optimistic display. */
    pending: (name: string) => {
      const value = fetcher.formData?.get(name);
      return typeof value === "string" ? value : null;
    },
    run: (fields: Record<string, string>) => fetcher.submit(fields, { method: "post", action: "/admin" }),
    /** For forms with files (multipart). */
    submitForm: (form: HTMLFormElement | FormData) =>
      fetcher.submit(form, { method: "post", action: "/admin", encType: "multipart/form-data" }),
  };
}
