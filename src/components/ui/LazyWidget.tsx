import * as React from "react";
import { Button } from "./Button";
import * as styles from "./LazyWidget.module.css";

/**
 * A widget whose code is not part of its page's first-load JavaScript, yet whose HTML is.
 *
 * Gatsby renders the page with renderToPipeableStream and waits for every Suspense boundary, so
 * the prebuilt HTML holds the widget as usual. In the browser, React 18 hydrates the rest of the
 * page first and leaves this boundary's HTML in place until the widget's chunk arrives (fetched
 * as soon as the module that calls lazyWidget runs, i.e. with the page), then hydrates it in a
 * task of its own: less script before the page is interactive, and shorter tasks.
 *
 * What this asks of the code around it:
 * - The widget's stylesheets must stay in the page's own CSS, which Gatsby inlines into the
 *   HTML: the caller imports each CSS module the widget uses (`import "./X.module.css"`), or
 *   the prebuilt widget would stand unstyled until its chunk came.
 * - Nothing above it may hand it new props or a new context value by an urgent update before
 *   it has hydrated: React would then throw its HTML away and render it again on the client.
 *   The wrapper is memoised (equal props never reach it), and the site's providers change
 *   their values in transitions (AuthContext) or outside React's context (PanelContext).
 * - After a client-side navigation there is no HTML to keep: the widget shows as soon as its
 *   chunk is there (usually already, since it is fetched with the page's code).
 *
 * If the chunk cannot be fetched (offline), a short notice with 'Reintentar' takes its place.
 *
 * During the build every widget's code is loaded before its page renders (`widgetsReady`,
 * awaited in gatsby-ssr.tsx): a page whose render suspended would let the next page rendered
 * beside it (Gatsby renders two at a time per worker) take react-helmet's head, and be
 * written without its <title>.
 */
/** The build's pending widget loads (server side only; the browser starts its own at once). */
const serverLoads = new Set<Promise<void>>();

/** Resolves once every widget created so far has its code (the build awaits it per page). */
export async function widgetsReady(): Promise<void> {
  while (serverLoads.size > 0) await Promise.all([...serverLoads]);
}

export function lazyWidget<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  name: string,
) {
  let Loaded: React.ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;

  const preload = () => {
    pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        failure = { error };
        pending = null;
      },
    );
    return pending;
  };
  const retry = () => {
    failure = null;
  };

  // Suspends until the chunk is there; renders at once when it already is (no empty frame).
  function Inner(props: P) {
    if (Loaded) return <Loaded {...props} />;
    if (failure) throw failure.error;
    throw preload();
  }

  function Widget(props: P) {
    return (
      <WidgetBoundary onRetry={retry}>
        <React.Suspense fallback={null}>
          <Inner {...props} />
        </React.Suspense>
      </WidgetBoundary>
    );
  }
  Widget.displayName = `lazyWidget(${name})`;

  if (typeof window !== "undefined") void preload();
  else {
    const load = preload().finally(() => serverLoads.delete(load));
    serverLoads.add(load);
  }
  return React.memo(Widget);
}

/**
 * lazyWidget for the exports of one module, fetched together in one chunk:
 * `const widget = lazyWidgets(() => import("./widgets/yoga"));` then `widget("Mandala")`.
 */
export function lazyWidgets<M>(load: () => Promise<M>) {
  return <K extends keyof M & string>(name: K) =>
    lazyWidget<WidgetProps<M[K]>>(
      () => load().then((module) => module[name] as React.ComponentType<WidgetProps<M[K]>>),
      name,
    );
}

type WidgetProps<C> = C extends React.ComponentType<infer P> ? P & object : never;

export const WIDGET_UNAVAILABLE =
  "Esta parte de la página no se pudo cargar. Revisa tu conexión e inténtalo de nuevo.";

class WidgetBoundary extends React.Component<
  { onRetry: () => void; children: React.ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.notice} role="status">
        <p>{WIDGET_UNAVAILABLE}</p>
        <Button variant="secondary" size="small" onClick={this.retry}>
          Reintentar
        </Button>
      </div>
    );
  }
}
