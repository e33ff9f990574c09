import { useNonce } from "~/lib/nonce";

/**
 * On a first visit the page's history entry has no state, and React Router writes its state
 * in two `history.replaceState` calls: `<ScrollRestoration>`'s script sets a `key` (which saved
 * scroll positions are filed under), then the router sets `idx: 0` while it hydrates. Each call
 * is a same-document navigation to Chromium, whose bookkeeping took 0.3-17 ms a call on the
 * listing (measured in traces), and the second one lands inside hydration's longest task
 * (decision 035). This script, in the head, writes both in one call before the page is drawn;
 * the other two then find the state and leave it.
 *
 * The state is what the two calls write: `{ key, idx: 0 }` (ScrollRestoration drops any other
 * state an entry without a key has). A revisited entry (reload, back) keeps its own.
 */
const HISTORY_ENTRY_SCRIPT =
  'if(!history.state||!history.state.key)history.replaceState({key:Math.random().toString(32).slice(2),idx:0},"")';

export function HistoryEntryScript() {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HISTORY_ENTRY_SCRIPT }} />;
}
