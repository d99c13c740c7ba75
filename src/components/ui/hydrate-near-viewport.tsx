import * as React from "react";
import { globalHistory } from "@reach/router";

/**
 * Whether the page's first render is over. gatsby-browser's onInitialClientRender sets it: a
 * part rendered after that (an in-app navigation) has no prebuilt HTML to keep and loads at once.
 */
let firstRenderDone = false;
export function markFirstRenderDone() {
  firstRenderDone = true;
}

/** Holds back a part until `open()`: a promise that Suspense waits on, and its state. */
interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function createGate(opened: boolean): Gate {
  let release = () => undefined as void;
  const gate: Gate = {
    opened,
    promise: opened ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve)),
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      release();
    },
  };
  return gate;
}

/** Suspends (so React keeps the prebuilt HTML as it is) until the gate opens. */
function Held({ gate, children }: { gate: Gate; children: React.ReactNode }) {
  if (!gate.opened) throw gate.promise;
  return <>{children}</>;
}

/** True while React hydrates the prebuilt page (and in the build, where nothing waits). */
function prebuiltPageHydrating(): boolean {
  if (typeof document === "undefined") return false;
  return (
    !firstRenderDone && Boolean(document.getElementById("gatsby-focus-wrapper")?.hasChildNodes())
  );
}

/**
 * A part of a page below the fold whose code loads when it comes near the viewport, not with
 * the page (docs/build-performance.md, "Parts hydrated near the viewport").
 *
 * The build renders it into the page's HTML like any other part. In the browser its prebuilt
 * HTML is shown and left as it is, in a Suspense boundary that React hydrates later (React 18's
 * selective hydration): once the part comes within `rootMargin` of the viewport, or is touched or
 * focused, its code is fetched and React hydrates it in place. Nothing is drawn again and
 * nothing moves. After an in-app navigation (no prebuilt HTML) it loads at once.
 *
 * What keeps the prebuilt HTML: React throws it away (error 421) when a waiting boundary gets an
 * update, its own props or any context above it. So the returned component is memoised (its
 * props must be stable: data from the page query, constants) and renders its content element
 * once; the site's providers never change their value after the first render (src/wrap.tsx:
 * stores read with useSyncExternalStore); and a change of the URL's fragment alone does not
 * re-render the page (keepFragmentChangesFromTheRouter). The part's own state, such as the
 * current time, lives inside it.
 */
export function hydrateNearViewport<P extends object>(
  /**
   * The webpackChunkName of the import in `load`. The wrapper carries it (`data-part`): the build
   * inlines the part's CSS into each page that shows it (src/node/deferred-scripts.ts).
   */
  chunkName: string,
  load: () => Promise<{ default: React.ComponentType<P> }>,
  { rootMargin = "400px 0px" }: { rootMargin?: string } = {},
): React.FC<P> {
  // Typed as a plain function component: React's ref typing of lazy and memo components does
  // not carry a generic P through.
  const Part = React.lazy(load) as unknown as React.FC<P>;

  function NearViewport(props: P) {
    const ref = React.useRef<HTMLDivElement>(null);
    const [gate] = React.useState(() => createGate(!prebuiltPageHydrating()));
    const content = React.useMemo(
      () => (
        <React.Suspense fallback={null}>
          <Held gate={gate}>
            <Part {...props} />
          </Held>
        </React.Suspense>
      ),
      [gate, props],
    );

    React.useEffect(() => {
      const node = ref.current;
      if (gate.opened || !node) return undefined;
      if (typeof IntersectionObserver === "undefined") {
        gate.open();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin },
      );
      // A touch or the keyboard's focus inside it needs its code now, wherever it is. Native
      // listeners: React dispatches no event to a part it has not hydrated yet.
      const open = () => {
        observer.disconnect();
        node.removeEventListener("pointerdown", open, true);
        node.removeEventListener("focusin", open, true);
        gate.open();
      };
      observer.observe(node);
      node.addEventListener("pointerdown", open, true);
      node.addEventListener("focusin", open, true);
      return () => {
        observer.disconnect();
        node.removeEventListener("pointerdown", open, true);
        node.removeEventListener("focusin", open, true);
      };
    }, [gate]);

    return (
      <div ref={ref} data-part={chunkName}>
        {content}
      </div>
    );
  }
  NearViewport.displayName = "HydrateNearViewport";
  return React.memo(NearViewport) as unknown as React.FC<P>;
}

/**
 * A change of the URL's fragment alone (a link to #planning, the back button after it) is no
 * navigation: the browser scrolls to the anchor and the page stays. Gatsby's router would still
 * take it as a new location and render the whole page again, with new context values that
 * reach the parts still waiting for their code, and React would drop their prebuilt HTML
 * (hydrateNearViewport). Such a `popstate` stops here, before the router's own listener (a
 * capturing listener on the window runs first); one that changes the path or the query goes on.
 */
export function keepFragmentChangesFromTheRouter(win: Window = window) {
  win.addEventListener(
    "popstate",
    (event) => {
      const shown = globalHistory.location;
      if (win.location.pathname === shown.pathname && win.location.search === shown.search) {
        event.stopImmediatePropagation();
      }
    },
    true,
  );
}
