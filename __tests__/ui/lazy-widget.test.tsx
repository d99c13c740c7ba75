import * as React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { TextEncoder } from "node:util";
import { lazyWidget, WIDGET_UNAVAILABLE } from "../../src/components/ui/LazyWidget";
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
  it("keeps the prebuilt HTML while its code loads, through the login state and a menu click, then hydrates it", async () => {
    // Hydration runs on React's own scheduler here, as in the browser (not inside act()).
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // The build's HTML, with the widget's code at hand (as Gatsby renders it).
      const Built = lazyWidget(() => Promise.resolve(Counter), "Counter");
      await act(async () => {
        await Promise.resolve();
      });
      const html = await renderToString(<Page Widget={Built} />);
      expect(html).toContain('<!--$--><button type="button">Contador');

      const container = document.createElement("div");
      container.innerHTML = html;
      document.body.append(container);
      const prebuilt = screen.getByRole("button", { name: "Contador: 0" });

      // In the browser the widget's chunk is still on its way.
      const chunk = deferred<typeof Counter>();
      const InBrowser = lazyWidget(() => chunk.promise, "Counter");
      const recoverable = jest.fn();
      hydrateRoot(container, <Page Widget={InBrowser} />, { onRecoverableError: recoverable });
      await screen.findByRole("button", { name: "Menú leyendo" });
      await pause();
      // The login state settles and the menu opens while the widget waits: both reach the page
      // above the widget, never its HTML.
      fireEvent.click(screen.getByRole("button", { name: /Menú/ }));
      expect(screen.getByRole("button", { name: /Menú/ })).toHaveAttribute("aria-expanded", "true");
      expect(prebuilt).toBeInTheDocument();
      expect(prebuilt).toHaveTextContent("Contador: 0");

      chunk.resolve(Counter);
      expect(await screen.findByRole("button", { name: "Menú listo" })).toBeInTheDocument();
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
      expect(await screen.findByRole("status")).toHaveTextContent(WIDGET_UNAVAILABLE);
      await userEvent.setup().click(screen.getByRole("button", { name: "Reintentar" }));
      expect(await screen.findByRole("button", { name: "Contador: 0" })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      consoleError.mockRestore();
    }
  });
});
