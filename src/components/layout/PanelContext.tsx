import * as React from "react";

/**
 * Which sliding panel is open. Spec §4: the side menu, the login panel and the sign-up panel
 * are mutually exclusive, so they share one piece of state.
 */
export type PanelName = "menu" | "login" | "signup" | "profile";

interface PanelState {
  open: PanelName | null;
  setOpen: (panel: PanelName | null) => void;
  toggle: (panel: PanelName) => void;
}

const PanelContext = React.createContext<PanelState>({
  open: null,
  setOpen: () => undefined,
  toggle: () => undefined,
});

export function PanelProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState<PanelName | null>(null);
  const toggle = React.useCallback(
    (panel: PanelName) => setOpen((current) => (current === panel ? null : panel)),
    [],
  );
  const value = React.useMemo(() => ({ open, setOpen, toggle }), [open, toggle]);
  return <PanelContext.Provider value={value}>{children}</PanelContext.Provider>;
}

export const usePanels = () => React.useContext(PanelContext);
