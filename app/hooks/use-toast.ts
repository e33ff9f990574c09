/**
 * The toast store (shadcn/ui pattern): a module-level reducer with listeners, so `toast()`
 * can be called from anywhere (event handlers, effects) and the `<Toaster />` re-renders.
 *
 * Server rendering: nothing here touches `window` at import time, `toast()` is a no-op on the
 * server (module state would otherwise leak between requests), and `useToast()` renders an
 * empty list on the server and during hydration.
 */
import * as React from "react";

import type { ToastProps } from "~/components/ui/toast";

/** At most one toast at a time: a new toast replaces the current one. */
const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store (closed) before it is removed. */
const TOAST_REMOVE_DELAY = 1000000;

type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
};

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

interface State {
  toasts: ToasterToast[];
}

let count = 0;

function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };

    case "UPDATE_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };

    case "DISMISS_TOAST": {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      };
    }

    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const EMPTY_STATE: State = { toasts: [] };
const listeners = new Set<() => void>();
let memoryState: State = EMPTY_STATE;
const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

const isBrowser = (): boolean => typeof window !== "undefined";

function dispatch(action: Action): void {
  // On the server the store would be shared by every request: never write to it there.
  if (!isBrowser()) return;
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

function addToRemoveQueue(toastId: string): void {
  if (toastTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  toastTimeouts.set(toastId, timeout);
}

/** Closes one toast (or all of them); it is removed from the store later. */
function dismiss(toastId?: string): void {
  if (!isBrowser()) return;
  if (toastId === undefined) {
    for (const t of memoryState.toasts) addToRemoveQueue(t.id);
  } else {
    addToRemoveQueue(toastId);
  }
  dispatch({ type: "DISMISS_TOAST", toastId });
}

type Toast = Omit<ToasterToast, "id">;

interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (props: Partial<Toast>) => void;
}

/** Shows a toast: `toast({ title, description, variant: "destructive" })`. */
function toast({ onOpenChange, ...props }: Toast): ToastHandle {
  const id = genId();

  const update = (next: Partial<Toast>) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const close = () => dismiss(id);

  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        onOpenChange?.(open);
        if (!open) close();
      },
    },
  });

  return { id, dismiss: close, update };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = (): State => memoryState;
const getServerSnapshot = (): State => EMPTY_STATE;

/** Subscribes to the toast store: `{ toasts, toast, dismiss }`. */
function useToast() {
  const state = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { ...state, toast, dismiss };
}

export { reducer, toast, useToast, TOAST_LIMIT, TOAST_REMOVE_DELAY };
