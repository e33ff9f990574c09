import { useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { ShopUser } from "~/domain/auth/shop-user";
import { VIEWER_ATTRIBUTE, VIEWER_SCRIPT_ID } from "~/domain/auth/viewer";
import type { RootLoaderData } from "~/root";

/** The viewer named in the document (set by the server on shared pages), read once. */
let documentViewer: ShopUser | null | undefined;
/** The root data that came with the document; later data (after a navigation or an action) is the server's word. */
let documentRootData: RootLoaderData | undefined;

function readDocumentViewer(): ShopUser | null {
  if (documentViewer === undefined) {
    const text = document.getElementById(VIEWER_SCRIPT_ID)?.textContent;
    documentViewer = text ? (JSON.parse(text) as ShopUser) : null;
  }
  return documentViewer;
}

const neverChanges = () => () => {};
const noViewerOnServer = () => null;

/**
 * The signed-in user, or null. Pages rendered for one person carry the user in the root
 * data. A shared catalogue page (decision 023) is the visitor's page, the same for everyone,
 * and names its viewer in a data block instead: the first render matches the server's HTML
 * (no user, as hydration requires), and the next one shows the user. That block speaks only
 * for the document's own root data: once the root data is loaded again (a navigation, a
 * sign-out) it is the server's answer that counts.
 */
export function useCurrentUser(): ShopUser | null {
  const root = useRouteLoaderData<RootLoaderData>("root");
  const viewer = useSyncExternalStore(neverChanges, readDocumentViewer, noViewerOnServer);
  if (typeof document !== "undefined") documentRootData ??= root;
  // Once live, the page shows the viewer itself: the server's mark (which hides "Sign In"
  // until then) must not outlast it, or a later sign-out would leave no way to sign in.
  useEffect(() => document.documentElement.removeAttribute(VIEWER_ATTRIBUTE), []);
  if (root?.user) return root.user;
  return root !== undefined && root === documentRootData ? viewer : null;
}
