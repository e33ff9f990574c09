import { lazy, Suspense, useEffect, useState } from "react";
import { EmptyToastViewport } from "~/components/ui/toast-viewport";
import { useToast } from "~/hooks/use-toast";
import { onFirstInput } from "~/lib/on-first-input";

const loadToastList = () => import("~/components/ui/toast-list");
const ToastList = lazy(loadToastList);

/**
 * Renders the toasts from `toast()`. Mount once, near the root of the app.
 *
 * Radix's toast primitives (~35 KB of script) are not part of a page's first load: until the
 * first toast the viewport is the same empty region without them. They are fetched at the
 * shopper's first tap, key or scroll, so the toast that a tap on "Add to Cart" shows rarely
 * waits for the network, and a page nobody touches never runs them (decision 020).
 */
export function Toaster() {
  const { toasts } = useToast();
  const [live, setLive] = useState(false);
  if (toasts.length > 0 && !live) setLive(true);
  useEffect(() => onFirstInput(() => void loadToastList()), []);
  if (!live) return <EmptyToastViewport />;
  return (
    <Suspense fallback={<EmptyToastViewport />}>
      <ToastList />
    </Suspense>
  );
}
