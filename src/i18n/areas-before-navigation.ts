import { areasLoaded, loadAreas } from "./catalogs";
import { shownLocale } from "./locale";
import { areasOfPath } from "./page-areas";

type Navigate = (to: string | number, options?: unknown) => void;

/**
 * An in-app navigation (Gatsby's Link, navigate()) shows the next page once its catalog areas
 * are there (./page-areas.ts): when some are missing, it fetches them first, then navigates, so
 * the page never renders without its messages and the current one stays until then (as Gatsby
 * keeps it while the next page's code loads). Areas already fetched cost nothing: the
 * navigation goes on at once. Only the latest of quick successive navigations is made.
 * Navigations to the other language are full page loads (./full-load-across-languages.ts,
 * installed around this one).
 *
 * Not from Gatsby's onPrefetchPathname: Gatsby calls it for every link that scrolls into view,
 * and the header's menu links to every section, so each first load would fetch most areas.
 */
export function loadAreasBeforeNavigating(win: Window & { ___navigate?: Navigate } = window) {
  const inApp = win.___navigate;
  if (!inApp) return;
  const locale = shownLocale(win.document);
  let latest = 0;
  win.___navigate = (to, options) => {
    const ticket = ++latest;
    if (typeof to !== "string") return inApp(to, options);
    const target = new URL(to, win.location.href);
    const areas = areasOfPath(target.pathname);
    if (target.origin !== win.location.origin || areasLoaded(locale, areas)) {
      return inApp(to, options);
    }
    // A chunk that fails to load does not stop the navigation: Gatsby's own loading then
    // decides (a page whose code cannot load is loaded in full).
    const go = () => {
      if (ticket === latest) inApp(to, options);
    };
    loadAreas(locale, areas).then(go, go);
  };
}
