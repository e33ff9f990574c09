import { useCallback, useState, type ReactNode } from "react";
import { useAdminActionToast, WatchAdminActionContext } from "~/hooks/use-admin-action";

/**
 * Shows the toasts of the admin actions posted inside it. Each action's fetcher is watched from
 * here, a component that stays: the reload after an action can remove the component that posted
 * it (a deleted row, a row the filter now drops), and React may commit the answer and that
 * removal in one render, leaving the poster no render in which to see its answer.
 */
export function AdminActionToasts({ children }: { children: ReactNode }) {
  const [fetcherKeys, setFetcherKeys] = useState<string[]>([]);
  // Answers already shown: a fetcher posting again still holds its earlier answer until the new one.
  const [shown] = useState(() => new WeakSet<object>());
  const watch = useCallback((fetcherKey: string) => setFetcherKeys((keys) => (keys.includes(fetcherKey) ? keys : [...keys, fetcherKey])), []);
  return (
    <WatchAdminActionContext value={watch}>
      {children}
      {fetcherKeys.map((fetcherKey) => (
        <ActionToast key={fetcherKey} fetcherKey={fetcherKey} shown={shown} />
      ))}
    </WatchAdminActionContext>
  );
}

function ActionToast({ fetcherKey, shown }: { fetcherKey: string; shown: WeakSet<object> }) {
  useAdminActionToast(fetcherKey, shown);
  return null;
}
