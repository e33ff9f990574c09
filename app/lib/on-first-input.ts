const FIRST_INPUT_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel"] as const;

/**
 * Runs `task` once, at the shopper's first tap, key or scroll on the page, for code a page may
 * need soon but should not fetch and run while it loads: its first load stays free of that work
 * on a slow phone, and the script is usually here before the tap that needs it has ended (a
 * tap that needs it sooner waits for it). Returns a cancel function.
 */
export function onFirstInput(task: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => {
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, run, options);
  };
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, run, options);
  return cancel;
}
