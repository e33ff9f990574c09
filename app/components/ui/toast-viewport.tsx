import { useEffect, useRef } from "react";

export const TOAST_HOTKEY = ["F8"];

/** Top of the screen on phones, bottom-right from md up; stacks above dialogs (z-50). */
export const TOAST_VIEWPORT_CLASS =
  // pointer-events-none: the padding around a toast must not swallow taps on the page below.
  "pointer-events-none fixed inset-x-0 top-0 z-[100] flex max-h-dvh w-full flex-col-reverse gap-2 p-4 outline-none " +
  "md:top-auto md:right-0 md:bottom-0 md:left-auto md:max-w-[420px] md:flex-col";

/**
 * The empty toast viewport, as Radix's `Toast.Viewport` renders it when no toast is open (the
 * same region, name and list), and its hotkey: F8 moves focus to the list, as Radix's does.
 * It stands in for Radix's until the first toast (toaster.tsx).
 */
export function EmptyToastViewport() {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (TOAST_HOTKEY.every((key) => event.code === key)) list.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <div role="region" aria-label={`Notifications (${TOAST_HOTKEY.join("+")})`} tabIndex={-1} style={{ pointerEvents: "none" }}>
      <ol ref={list} tabIndex={-1} data-slot="toast-viewport" className={TOAST_VIEWPORT_CLASS} />
    </div>
  );
}
