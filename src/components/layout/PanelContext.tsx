import * as React from "react";
import { createStore, useStore } from "../../hooks/use-store";

/** Which sliding panel is open: they are mutually exclusive (docs/product.md §4). */
export type PanelName = "menu" | "login" | "signup" | "profile";

// A store, not a state in the context: an opened menu re-renders its readers, not the page below.
const PanelContext = React.createContext(createStore<PanelName | null>(null));

export function PanelProvider({ children }: { children: React.ReactNode }) {
  const [store] = React.useState(() => createStore<PanelName | null>(null));
  return <PanelContext.Provider value={store}>{children}</PanelContext.Provider>;
}

export function usePanels() {
  const store = React.useContext(PanelContext);
  return { open: useStore(store), setOpen: store.set };
}
