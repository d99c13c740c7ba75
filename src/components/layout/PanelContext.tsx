import * as React from "react";

/**
 * Which sliding panel is open. docs/product.md §4: the side menu, the login panel and the sign-up panel
 * are mutually exclusive, so they share one piece of state.
 */
export type PanelName = "menu" | "login" | "signup" | "profile";

interface PanelState {
  open: PanelName | null;
  setOpen: (panel: PanelName | null) => void;
  toggle: (panel: PanelName) => void;
}

interface PanelStore {
  get: () => PanelName | null;
  subscribe: (listener: () => void) => () => void;
  setOpen: (panel: PanelName | null) => void;
  toggle: (panel: PanelName) => void;
}

function createPanelStore(): PanelStore {
  let open: PanelName | null = null;
  const listeners = new Set<() => void>();
  const setOpen = (panel: PanelName | null) => {
    if (panel === open) return;
    open = panel;
    for (const listener of listeners) listener();
  };
  return {
    get: () => open,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOpen,
    toggle: (panel) => setOpen(open === panel ? null : panel),
  };
}

// The context carries the store, which never changes; each reader subscribes to it. A menu
// opened by a click therefore re-renders its readers only, and never reaches the page below
// as a context change: that would make React throw away the prebuilt HTML of any part still
// waiting for its code in a Suspense boundary.
const PanelContext = React.createContext<PanelStore>(createPanelStore());

const closed = () => null;

export function PanelProvider({ children }: { children: React.ReactNode }) {
  const [store] = React.useState(createPanelStore);
  return <PanelContext.Provider value={store}>{children}</PanelContext.Provider>;
}

export function usePanels(): PanelState {
  const store = React.useContext(PanelContext);
  const open = React.useSyncExternalStore(store.subscribe, store.get, closed);
  return { open, setOpen: store.setOpen, toggle: store.toggle };
}
