import * as React from "react";
import { firstRenderDone, hasPrebuiltPage } from "../../lib/first-render";
import type { BrowserArea } from "../../i18n/areas";
import { LocaleProvider, useLocale, withAreas } from "../../i18n/LocaleContext";

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

/**
 * React.lazy, except that a part whose code fails to load keeps waiting: its prebuilt HTML stays
 * shown, as a page without JavaScript shows it (React.lazy would throw, and without an error
 * boundary the whole page would go).
 */
function loadablePart<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
): React.FC<P> {
  let Component: React.ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Component = module.default;
      },
      (error: unknown) => {
        console.error("[parts] A part's code failed to load; its prebuilt HTML stays.", error);
        return new Promise<void>(() => undefined);
      },
    ));
  return function Part(props: P) {
    if (!Component) throw preload();
    return <Component {...props} />;
  };
}

/** The wrapper leaves the layout to the part's own elements (a grid's item stays one). */
const CONTENTS: React.CSSProperties = { display: "contents" };

/** Renders nothing; its effect runs once React has hydrated (or rendered) the part. */
function Done({ onDone }: { onDone: () => void }) {
  React.useEffect(onDone, [onDone]);
  return null;
}

/** True while React hydrates the prebuilt page (and in the build, where nothing waits). */
function prebuiltPageHydrating(): boolean {
  if (typeof document === "undefined") return false;
  return !firstRenderDone() && hasPrebuiltPage();
}

/**
 * A part of a page below the fold whose code loads when it comes near the viewport, not with
 * the page (docs/build-performance.md, "Parts hydrated near the viewport").
 *
 * The build renders it into the page's HTML like any other part. In the browser its prebuilt
 * HTML is shown and left as it is, in a Suspense boundary that React hydrates later (React 18's
 * selective hydration): once the part comes within `rootMargin` of the viewport (or the page first
 * scrolls, or never: `trigger`), or is touched or focused, its code is fetched and React hydrates it in place. Nothing is drawn again and
 * nothing moves. After an in-app navigation (no prebuilt HTML) it loads at once.
 *
 * What keeps the prebuilt HTML: React throws it away (error 421) when a waiting boundary gets an
 * update, its own props or any context above it. So the returned component is memoised (its
 * props must be stable: data from the page query, constants) and renders its content element
 * once; the site's providers never change their value after the first render (src/wrap.tsx:
 * stores read with useSyncExternalStore); and a change of the URL's fragment alone does not
 * re-render the page (keepFragmentChangesFromTheRouter, src/lib/first-render.ts). The part's own state, such as the
 * current time, lives inside it.
 */
export function hydrateNearViewport<P extends object>(
  /**
   * The webpackChunkName of the import in `load`. The wrapper carries it (`data-part`): the build
   * inlines the part's CSS into each page that shows it (src/node/inline-part-styles.ts).
   */
  chunkName: string,
  load: () => Promise<{ default: React.ComponentType<P> }>,
  {
    rootMargin = "400px 0px",
    trigger = "near-viewport",
    areas = [],
    atOnce,
  }: {
    rootMargin?: string;
    /**
     * What brings the code besides a touch or focus inside the part: coming within `rootMargin`
     * of the viewport; the page's first scroll, for a part that is on screen from the start but
     * only follows the scroll (the section pages' island); or nothing else ("interaction"), for
     * a control that does nothing until pressed (an event's 'Compartir').
     */
    trigger?: "near-viewport" | "scroll" | "interaction";
    /** When true as the page loads, the part loads at once (the address asks for it: a search). */
    atOnce?: () => boolean;
    /**
     * Catalog areas only this part reads: fetched with its code, not with the page (the page's
     * entry in src/i18n/page-areas.ts need not list them).
     */
    areas?: readonly BrowserArea[];
  } = {},
): React.FC<P> {
  const Part = loadablePart(areas.length > 0 ? withAreas(areas, load) : load);

  function NearViewport(props: P) {
    const ref = React.useRef<HTMLDivElement>(null);
    const [gate] = React.useState(() =>
      createGate(!prebuiltPageHydrating() || Boolean(atOnce?.())),
    );
    // A click on the prebuilt part before its code is there would be lost (React does not
    // replay it): it is held, and made again on the same element once the part is hydrated.
    const pending = React.useRef<{ hydrated: boolean; clicked: HTMLElement | null }>({
      hydrated: false,
      clicked: null,
    });
    const hydrated = React.useCallback(() => {
      const { clicked } = pending.current;
      pending.current = { hydrated: true, clicked: null };
      if (clicked?.isConnected) clicked.click();
    }, []);
    const content = React.useMemo(
      () => (
        <React.Suspense fallback={null}>
          <Held gate={gate}>
            <Part {...props} />
            <Done onDone={hydrated} />
          </Held>
        </React.Suspense>
      ),
      [gate, props, hydrated],
    );

    React.useEffect(() => {
      const node = ref.current;
      if (gate.opened || !node) return undefined;
      // Nothing prebuilt to keep (a part the page shows only once its data is fetched): at once.
      if (node.childElementCount === 0 || typeof IntersectionObserver === "undefined") {
        gate.open();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin },
      );
      // A touch or the keyboard's focus inside it needs its code now, wherever it is. Listened
      // to on the document, ahead of React: React stops the events that reach a part it has
      // not hydrated yet.
      const inside = (event: Event) => event.target instanceof Node && node.contains(event.target);
      const open = (event?: Event) => {
        if (event && !inside(event)) return;
        observer.disconnect();
        window.removeEventListener("scroll", onScroll);
        gate.open();
      };
      const onScroll = () => open();
      const hold = (event: MouseEvent) => {
        if (pending.current.hydrated || !inside(event)) return;
        event.preventDefault();
        event.stopPropagation();
        pending.current.clicked = event.target instanceof HTMLElement ? event.target : null;
        open();
      };
      // The wrapper has no box of its own (display: contents): its children are watched.
      if (trigger === "scroll") window.addEventListener("scroll", onScroll, { passive: true });
      if (trigger === "near-viewport") {
        for (const child of Array.from(node.children)) observer.observe(child);
      }
      const listeners = [
        ["pointerdown", open],
        ["focusin", open],
        ["click", hold],
      ] as const;
      for (const [type, listener] of listeners) {
        document.addEventListener(type, listener as EventListener, true);
      }
      return () => {
        observer.disconnect();
        window.removeEventListener("scroll", onScroll);
        for (const [type, listener] of listeners) {
          document.removeEventListener(type, listener as EventListener, true);
        }
      };
    }, [gate]);

    const { locale, pathname } = useLocale();
    return (
      <div ref={ref} data-part={chunkName} style={CONTENTS}>
        {areas.length > 0 ? (
          <LocaleProvider locale={locale} pathname={pathname} partAreas={areas}>
            {content}
          </LocaleProvider>
        ) : (
          content
        )}
      </div>
    );
  }
  NearViewport.displayName = "HydrateNearViewport";
  return React.memo(NearViewport) as unknown as React.FC<P>;
}

/**
 * Widgets of one page that share a chunk and its catalog areas (src/components/sections/widgets/):
 * each hydrates near the viewport on its own. `load` imports one widget from the chunk named
 * `chunkName` (webpack reads the name from the import itself).
 */
export function widgetParts(chunkName: string, areas: readonly BrowserArea[]) {
  return <P extends object>(load: () => Promise<React.ComponentType<P>>) =>
    hydrateNearViewport(chunkName, async () => ({ default: await load() }), { areas });
}
