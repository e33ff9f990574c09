import { createContext, useContext, useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/hooks/use-toast";
import type { action } from "~/routes/admin.server";

/** Asks the page to show the toast of the admin action with this fetcher key (AdminActionToasts). */
export const WatchAdminActionContext = createContext<(fetcherKey: string) => void>(() => {});

/**
 * Posts one admin action to /admin. The page's data reloads after every action, as React Router
 * does. Its toast ('Order Deleted', 'Failed to delete order.' …) is shown by the page, not by the
 * component that posted it: that component may be gone by the time the answer renders — a row
 * the action deleted, or one that no longer matches the tab's filter.
 */
export function useAdminAction() {
  const fetcherKey = `admin-action:${useId()}`;
  const fetcher = useFetcher<typeof action>({ key: fetcherKey });
  const watch = useContext(WatchAdminActionContext);
  const post = (target: Record<string, string> | HTMLFormElement | FormData, encType?: "multipart/form-data") => {
    watch(fetcherKey);
    return fetcher.submit(target, { method: "post", action: "/admin", encType });
  };
  return {
    busy: fetcher.state !== "idle",
    result: fetcher.data,
    /** A field of the submission in flight, for optimistic display. */
    pending: (name: string) => {
      const value = fetcher.formData?.get(name);
      return typeof value === "string" ? value : null;
    },
    run: (fields: Record<string, string>) => post(fields),
    /** For forms with files (multipart). */
    submitForm: (form: HTMLFormElement | FormData) => post(form, "multipart/form-data"),
  };
}

/** Shows the toast of the admin action with this fetcher key, once per answer. */
export function useAdminActionToast(fetcherKey: string, shown: WeakSet<object>) {
  const result = useFetcher<typeof action>({ key: fetcherKey }).data;
  useEffect(() => {
    if (!result?.toast || shown.has(result)) return;
    shown.add(result);
    toast(result.toast);
  }, [result, shown]);
}
