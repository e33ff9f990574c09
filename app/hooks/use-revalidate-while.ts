import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Reloads the page's data now and then while `active` (an order awaiting payment), politely:
 * every `intervalMs` only while the tab is visible, and at once when the tab comes back into
 * view — so "Payment received" appears without the customer reloading.
 */
export function useRevalidateWhile(active: boolean, intervalMs = 5000) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const refresh = () => {
      if (document.visibilityState === "visible" && state === "idle") void revalidate();
    };
    const timer = setInterval(refresh, intervalMs);
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener("focus", refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener("focus", refresh);
    };
  }, [active, intervalMs, revalidate, state]);
}
