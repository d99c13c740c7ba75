import * as React from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { useLocale } from "../../i18n/LocaleContext";

// Parts whose code loads near the viewport (docs/build-performance.md). React.lazy would import it
// as the page hydrates, and a waiting boundary drops its HTML (error 421) on any update (new props,
// a context above changing): so a part's props are frozen until hydrated, it mounts afresh on each
// page, and a change of the URL's fragment alone (to Gatsby, a new location) stops before it.

/** Whether the page's first render is over: a part rendered later has no HTML to keep. */
let firstRenderDone = false;
/** The path and query of the page the router shows. */
let shownRoute = "";

// React drops events reaching a part it has not hydrated, so the wrappers catch them first: a touch
// or focus wakes the part; a click is held and made again on its element once hydrated.
const hydratedParts = new WeakSet<Element>();
/** Parts touched before their component could listen: they load as soon as it mounts. */
const wokenParts = new WeakSet<Element>();
const wakers = new WeakMap<Element, () => void>();
const heldClicks = new WeakMap<Element, Element>();

/** The parts around the event's target that React has not hydrated yet, innermost first. */
function waitingParts(event: Event): Element[] {
  const parts: Element[] = [];
  let part = event.target instanceof Element ? event.target.closest("[data-part]") : null;
  for (; part; part = part.parentElement?.closest("[data-part]") ?? null) {
    if (!hydratedParts.has(part)) parts.push(part);
  }
  return parts;
}

function wake(event: Event) {
  for (const part of waitingParts(event)) {
    wokenParts.add(part);
    wakers.get(part)?.();
  }
}

function holdClick(event: MouseEvent) {
  const [part] = waitingParts(event);
  if (!part || !(event.target instanceof Element)) return;
  event.preventDefault();
  event.stopPropagation();
  heldClicks.set(part, event.target);
  wake(event);
}

/** Whether the document holds a prebuilt page (a client-only route's holds none). */
const hasPrebuiltPage = (): boolean =>
  (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;

// gatsby-browser's hooks. Hydration is a transition (as in Next.js): in slices, so the browser
// paints and answers input in between.
export const pageHydration = {
  hydrate(element: React.ReactNode, container: Element | null) {
    if (!container) return;
    if (!hasPrebuiltPage()) createRoot(container).render(element);
    else React.startTransition(() => void hydrateRoot(container, element));
  },
  onClientEntry() {
    // Capturing listeners on the document run before React's own, on its root element.
    document.addEventListener("pointerdown", wake, true);
    document.addEventListener("focusin", wake, true);
    document.addEventListener("click", holdClick, true);
    shownRoute = location.pathname + location.search;
    // A capturing listener on the window runs before the router's own.
    window.addEventListener(
      "popstate",
      (event) => {
        if (location.pathname + location.search === shownRoute) event.stopImmediatePropagation();
      },
      true,
    );
  },
  onInitialClientRender() {
    firstRenderDone = true;
  },
  onRouteUpdate(route: { pathname: string; search: string }) {
    shownRoute = route.pathname + route.search;
  },
};

/** Holds back a part until `open()`: a promise that Suspense waits on, and its state. */
class Gate {
  private release = () => undefined as void;
  readonly promise = new Promise<void>((resolve) => (this.release = resolve));
  constructor(public opened: boolean) {}
  open() {
    this.opened = true;
    this.release();
  }
}

interface PartOptions {
  /**
   * What brings the code besides a touch or focus: coming within `rootMargin` of the viewport; the
   * first scroll (a part on screen that follows it: the sections' island); nothing ("interaction").
   */
  trigger?: "near-viewport" | "scroll" | "interaction";
  rootMargin?: string;
  /** When true as the page loads, the part loads at once (the address asks for it: a search). */
  atOnce?: () => boolean;
}

/**
 * A prebuilt part whose code is fetched near the viewport (or `trigger`), or when touched or
 * focused, then hydrated in place; at once after an in-app navigation. `chunkName`: `load`'s
 * webpackChunkName, whose CSS the build inlines in each page showing it (rewrite-built-pages.ts).
 */
export function hydrateNearViewport<P extends object>(
  chunkName: string,
  load: () => Promise<{ default: React.ComponentType<P> }>,
  { rootMargin = "400px 0px", trigger = "near-viewport", atOnce }: PartOptions = {},
): React.FC<P> {
  // React.lazy, but a part whose code fails keeps its HTML (no error boundary: the page would go).
  let Component: React.ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => void (Component = module.default),
      (error: unknown) => {
        console.error("[parts] A part's code failed to load; its prebuilt HTML stays.", error);
        return new Promise<void>(() => undefined);
      },
    ));
  /** Suspends until the gate opens and the code is in; its effect runs once hydrated. */
  function Held({ gate, props, onDone }: { gate: Gate; props: P; onDone: () => void }) {
    React.useEffect(onDone, [onDone]);
    if (!gate.opened) throw gate.promise;
    if (!Component) throw preload();
    return <Component {...props} />;
  }

  function Waiting(props: P) {
    const ref = React.useRef<HTMLDivElement>(null);
    const [gate] = React.useState(
      () =>
        new Gate(
          typeof document === "undefined" ||
            firstRenderDone ||
            !hasPrebuiltPage() ||
            Boolean(atOnce?.()),
        ),
    );
    // The props the prebuilt HTML was made with until the part is hydrated, then the latest.
    const [hydrated, setHydrated] = React.useState(false);
    const [firstProps] = React.useState(props);
    const shown = hydrated ? props : firstProps;
    // Now that React has hydrated the part, the click held for it is made again.
    const onHydrated = React.useCallback(() => {
      setHydrated(true);
      const part = ref.current;
      if (!part) return;
      hydratedParts.add(part);
      const target = heldClicks.get(part);
      heldClicks.delete(part);
      if (target?.isConnected) {
        target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      }
    }, []);
    const content = React.useMemo(
      () => (
        <React.Suspense fallback={null}>
          <Held gate={gate} props={shown} onDone={onHydrated} />
        </React.Suspense>
      ),
      [gate, shown, onHydrated],
    );

    React.useEffect(() => {
      const node = ref.current;
      if (gate.opened || !node) return undefined;
      // Nothing prebuilt to keep (shown only once its data is fetched), or touched already.
      if (node.childElementCount === 0 || wokenParts.has(node)) {
        gate.open();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin },
      );
      const stop = () => {
        observer.disconnect();
        window.removeEventListener("scroll", open);
        wakers.delete(node);
      };
      const open = () => {
        stop();
        gate.open();
      };
      wakers.set(node, open);
      // The wrapper has no box of its own (display: contents): its children are watched.
      if (trigger === "scroll") window.addEventListener("scroll", open, { passive: true });
      if (trigger === "near-viewport") {
        for (const child of Array.from(node.children)) observer.observe(child);
      }
      return stop;
    }, [gate]);

    // The wrapper leaves the layout to the part's own elements (a grid's item stays one).
    return (
      <div ref={ref} data-part={chunkName} style={{ display: "contents" }}>
        {content}
      </div>
    );
  }

  function NearViewport(props: P) {
    // A new page (an in-app navigation) mounts its parts afresh.
    return <Waiting key={useLocale().pathname} {...props} />;
  }
  NearViewport.displayName = `HydrateNearViewport(${chunkName})`;
  return NearViewport;
}

/** Widgets of one page sharing the chunk `chunkName` (yoga.tsx): each hydrates on its own. */
export function widgetParts<M>(chunkName: string, load: () => Promise<M>) {
  return <P extends object>(pick: (chunk: M) => React.ComponentType<P>) =>
    hydrateNearViewport(chunkName, async () => ({ default: pick(await load()) }));
}
