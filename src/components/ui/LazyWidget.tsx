import * as React from "react";
import { Button } from "./Button";
import * as styles from "./LazyWidget.module.css";
import { useMessages } from "../../i18n/LocaleContext";

/**
 * A widget whose code is not part of its page's first-load JavaScript, yet whose HTML is.
 *
 * Its chunk is fetched as soon as the module that calls lazyWidget runs (with the page's code).
 * A widget whose code is there when it mounts is rendered in place, with no Suspense boundary:
 * always in the build (gatsby-ssr.tsx waits for every widget's code, `widgetsReady`), and at
 * hydration, which waits for it too (gatsby-browser.tsx, at most `HYDRATION_WAIT_MS`). React
 * 18 hydrates a prebuilt Suspense boundary in a later pass of its own, and an urgent update
 * above it in between (a new context value from Gatsby's router, above every page) made it
 * throw the boundary's HTML away and render it again on the client (React error 421), in about
 * one load in fifteen of the pages with widgets under a throttled CPU. Without the boundary the
 * widget hydrates in the same time-sliced pass as the rest of the page.
 *
 * After a client-side navigation, a widget whose code has not come yet waits for it inside a
 * Suspense boundary, showing nothing (usually it is there already, fetched with the page's
 * code).
 *
 * What this asks of the code around it:
 * - The widget's stylesheets must stay in the page's own CSS, which Gatsby inlines into the
 *   HTML: the caller imports each CSS module the widget uses (`import "./X.module.css"`), or
 *   the prebuilt widget would stand unstyled until its chunk came.
 * - Should its chunk come later than that wait (a very slow network), the page is hydrated
 *   without it and React renders the page again on the client, as on any mismatch. The
 *   wrapper is memoised (equal props never reach it), and the site's providers change their
 *   values in transitions (AuthContext) or outside React's context (PanelContext), so a widget
 *   is not rendered again for nothing.
 *
 * If the chunk cannot be fetched (offline), a short notice with 'Reintentar' takes its place.
 *
 * During the build every widget's code is loaded before its page renders (`widgetsReady`,
 * awaited in gatsby-ssr.tsx): a page whose render suspended would let the next page rendered
 * beside it (Gatsby renders two at a time per worker) take react-helmet's head, and be
 * written without its <title>.
 */
/** The widget loads still under way (each settles, with the code or with the failure). */
const pendingLoads = new Set<Promise<void>>();

/** The longest the page's hydration waits for its widgets' code (gatsby-browser.tsx). */
export const HYDRATION_WAIT_MS = 3000;

/**
 * Resolves once every widget created so far has its code, or failed to get it: the build awaits
 * it per page (gatsby-ssr.tsx), the browser before hydrating the page (gatsby-browser.tsx).
 */
export async function widgetsReady(): Promise<void> {
  while (pendingLoads.size > 0) await Promise.all([...pendingLoads]);
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
    // Fixed for the life of each instance: switching would mount the widget again.
    const [inPlace] = React.useState(() => Loaded !== null);
    if (inPlace) {
      return (
        <WidgetBoundary onRetry={retry}>
          <Inner {...props} />
        </WidgetBoundary>
      );
    }
    return (
      <WidgetBoundary onRetry={retry}>
        <React.Suspense fallback={null}>
          <Inner {...props} />
        </React.Suspense>
      </WidgetBoundary>
    );
  }
  Widget.displayName = `lazyWidget(${name})`;

  const loading = preload().finally(() => pendingLoads.delete(loading));
  pendingLoads.add(loading);
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

/** In place of a widget whose code could not be fetched: the notice and 'Reintentar'. */
function WidgetUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useMessages().ui;
  return (
    <div className={styles.notice} role="status">
      <p>{t.widgetUnavailable}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}

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
    return <WidgetUnavailable onRetry={this.retry} />;
  }
}
