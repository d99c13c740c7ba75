import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { TextEncoder } from "node:util";
import { lazyWidget, widgetsReady } from "../../src/components/ui/LazyWidget";
import es from "../../src/i18n/es";
import { AuthProvider, useAuth } from "../../src/components/auth/AuthContext";
import { PanelProvider, usePanels } from "../../src/components/layout/PanelContext";

/** A widget with state: a click only counts once React has hydrated it. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = React.useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label}: {count}
    </button>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Above the widget, as on every page: the login state and a menu opened by a click. */
function MenuButton() {
  const { open, setOpen } = usePanels();
  const { ready } = useAuth();
  return (
    <button type="button" aria-expanded={open === "menu"} onClick={() => setOpen("menu")}>
      Menú {ready ? "listo" : "leyendo"}
    </button>
  );
}

const widgetProps = { label: "Contador" };

/** A context above the page whose value changes, urgently, as soon as the page has mounted. */
const Tick = React.createContext(0);
function Ticking({ children }: { children: React.ReactNode }) {
  const [tick, setTick] = React.useState(0);
  React.useEffect(() => setTick(1), []);
  return <Tick.Provider value={tick}>{children}</Tick.Provider>;
}

function Page({ Widget }: { Widget: React.ComponentType<{ label: string }> }) {
  return (
    <AuthProvider>
      <PanelProvider>
        <MenuButton />
        <main>
          <Widget {...widgetProps} />
        </main>
      </PanelProvider>
    </AuthProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

// React's server renderer (the build's) wants TextEncoder, which jsdom lacks.
async function renderToString(element: React.ReactElement) {
  Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder });
  const server = await import("react-dom/server");
  return server.renderToString(element);
}

/** A few of React's scheduler tasks: the login state settles, a render that waits is retried. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("lazyWidget", () => {
  it("hydrates in place once its code is there: an urgent update above it right after hydration keeps its HTML", async () => {
    // Hydration runs on React's own scheduler here, as in the browser (not inside act()).
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // The build's HTML, with the widget's code at hand (as Gatsby renders it): in place, with
      // no Suspense boundary (React would hydrate one in a later pass of its own).
      const Built = lazyWidget(() => Promise.resolve(Counter), "Counter");
      await widgetsReady();
      const html = await renderToString(
        <Ticking>
          <Page Widget={Built} />
        </Ticking>,
      );
      expect(html).toContain('<main><button type="button">Contador');
      expect(html).not.toContain("<!--$-->");

      const container = document.createElement("div");
      container.innerHTML = html;
      document.body.append(container);
      const prebuilt = screen.getByRole("button", { name: "Contador: 0" });

      // In the browser the page waits for the widget's chunk, then hydrates as a transition
      // (gatsby-browser.tsx); a context above every page changes urgently at once, as Gatsby's
      // router context does.
      const chunk = deferred<typeof Counter>();
      const InBrowser = lazyWidget(() => chunk.promise, "Counter");
      let ready = false;
      const waiting = widgetsReady().then(() => (ready = true));
      await pause();
      expect(ready).toBe(false);
      chunk.resolve(Counter);
      await waiting;
      const recoverable = jest.fn();
      React.startTransition(() => {
        hydrateRoot(
          container,
          <Ticking>
            <Page Widget={InBrowser} />
          </Ticking>,
          { onRecoverableError: recoverable },
        );
      });
      expect(await screen.findByRole("button", { name: "Menú listo" })).toBeInTheDocument();
      await pause();
      fireEvent.click(screen.getByRole("button", { name: /Menú/ }));
      expect(screen.getByRole("button", { name: /Menú/ })).toHaveAttribute("aria-expanded", "true");
      // The same element, now React's: a click counts.
      expect(screen.getByRole("button", { name: "Contador: 0" })).toBe(prebuilt);
      await userEvent.setup().click(prebuilt);
      expect(prebuilt).toHaveTextContent("Contador: 1");
      expect(recoverable).not.toHaveBeenCalled();
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it("renders on the client when there is no prebuilt HTML (a page reached by a link)", async () => {
    const Widget = lazyWidget(() => Promise.resolve(Counter), "Counter");
    render(<Widget label="Contador" />);
    const button = await screen.findByRole("button", { name: "Contador: 0" });
    await userEvent.setup().click(button);
    expect(button).toHaveTextContent("Contador: 1");
  });

  it("says so when its code cannot be fetched, and 'Reintentar' fetches it again", async () => {
    const load = jest
      .fn<Promise<typeof Counter>, []>()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValue(Counter);
    const Widget = lazyWidget(load, "Counter");
    // React reports the error its boundary caught.
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      render(<Widget label="Contador" />);
      expect(await screen.findByRole("status")).toHaveTextContent(es.ui.widgetUnavailable);
      await userEvent.setup().click(screen.getByRole("button", { name: "Reintentar" }));
      expect(await screen.findByRole("button", { name: "Contador: 0" })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      consoleError.mockRestore();
    }
  });
});
