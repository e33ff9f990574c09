/**
 * Runs `task` once the browser has nothing else to do (at the latest after `timeout` ms), for
 * work a page may want soon but not during its first load. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 500);
  return () => window.clearTimeout(id);
}
