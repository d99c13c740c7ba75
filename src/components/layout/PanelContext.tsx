import * as React from "react";
import { createStore, useStore } from "../../hooks/use-store";

/**
 * Which sliding panel is open. docs/product.md §4: the side menu, the login panel and the sign-up panel
 * are mutually exclusive, so they share one piece of state.
 */
export type PanelName = "menu" | "login" | "signup" | "profile";

// A store, not a state in the context: a menu opened by a click re-renders the panels' readers
// only, never the page below (src/hooks/use-store.ts).
const PanelContext = React.createContext(createStore<PanelName | null>(null));

export function PanelProvider({ children }: { children: React.ReactNode }) {
  const [store] = React.useState(() => createStore<PanelName | null>(null));
  return <PanelContext.Provider value={store}>{children}</PanelContext.Provider>;
}

export function usePanels() {
  const store = React.useContext(PanelContext);
  return { open: useStore(store), setOpen: store.set };
}
