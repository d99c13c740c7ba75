import * as React from "react";

/**
 * A value held outside React that components subscribe to (useStore). A context carrying the
 * store, which never changes, re-renders its readers only: a context change reaching the page
 * below would make React throw away the prebuilt HTML of a part still waiting for its code.
 */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    /** What the prebuilt HTML shows: the value the store was made with. */
    first: () => initial,
    set(next: T) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value; the calling component re-renders when it changes. */
export function useStore<T>(store: ReturnType<typeof createStore<T>>): T {
  return React.useSyncExternalStore(store.subscribe, store.get, store.first);
}
