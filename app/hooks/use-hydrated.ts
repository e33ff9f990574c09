import { startTransition, useEffect, useState } from "react";

/** Whether the document's first render has hydrated: a component mounted later renders as hydrated at once. */
let documentHydrated = false;

/** For the root route: marks the document hydrated once its first render has committed. */
export function useMarkDocumentHydrated(): void {
  useEffect(() => {
    documentHydrated = true;
  }, []);
}

/**
 * False during server rendering and hydration, true after: for content that lives in the
 * browser (the cart, a chart). The switch after hydration is a transition, so React renders
 * that content in slices with the main thread free between them, rather than at once in the
 * task that runs the page's effects: a store's snapshot (useSyncExternalStore) would force
 * that render synchronously, ~25 ms of blocking on the cart in a phone's first second
 * (docs/decisions/034). A component mounted after hydration (a client-side navigation)
 * starts true, with no placeholder.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(documentHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
