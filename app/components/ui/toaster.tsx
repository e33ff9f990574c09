import { lazy, Suspense, useEffect, useState } from "react";
import { EmptyToastViewport } from "~/components/ui/toast-viewport";
import { useToast } from "~/hooks/use-toast";
import { whenIdle } from "~/lib/when-idle";

const loadToastList = () => import("~/components/ui/toast-list");
const ToastList = lazy(loadToastList);

/**
 * Renders the toasts from `toast()`. Mount once, near the root of the app.
 *
 * Radix's toast primitives (~30 KB of script) are not part of a page's first load: until the
 * first toast the viewport is the same empty region without them, and they are fetched once
 * the page is idle, so the first toast does not wait for the network (decision 020).
 */
export function Toaster() {
  const { toasts } = useToast();
  const [live, setLive] = useState(false);
  if (toasts.length > 0 && !live) setLive(true);
  useEffect(() => whenIdle(() => void loadToastList()), []);
  if (!live) return <EmptyToastViewport />;
  return (
    <Suspense fallback={<EmptyToastViewport />}>
      <ToastList />
    </Suspense>
  );
}
