import type { BrowserArea } from "./areas";
import type { Locale } from "./locale";
import type { Messages } from "./types";

/**
 * The catalogs in the browser (webpack puts this module in place of ./catalogs.ts, see
 * src/node/on-create-webpack-config.ts): one chunk per language and area, the core areas of
 * ./areas.ts together in one (`catalog-es-core`), so a page fetches only the areas it reads
 * (./page-areas.ts). gatsby-browser's onClientEntry awaits the page's areas before hydrating,
 * and an in-app navigation awaits the next page's (./areas-before-navigation.ts). The prebuilt
 * HTML and jest read both catalogs statically (./catalogs.ts). The areas only the build reads
 * (./areas.ts's BUILD_ONLY_AREAS: the cookie banner's words, in every page's HTML) have no
 * chunk here: no page lists them, so the build stops on a page that reads them.
 */
type Loader = () => Promise<Partial<Messages>>;

// One import() per file, so that each names its chunk (as ./areas.ts's catalogChunkName does);
// typed by area, so a new area without a loader fails tsc.
const LOADERS: Record<Locale, Record<BrowserArea, Loader>> = {
  es: {
    common: () => import(/* webpackChunkName: "catalog-es-core" */ "./es/common"),
    layout: () => import(/* webpackChunkName: "catalog-es-core" */ "./es/layout"),
    ui: () => import(/* webpackChunkName: "catalog-es-core" */ "./es/ui"),
    account: () => import(/* webpackChunkName: "catalog-es-account" */ "./es/account"),
    events: () => import(/* webpackChunkName: "catalog-es-events" */ "./es/events"),
    eventList: () => import(/* webpackChunkName: "catalog-es-eventList" */ "./es/event-list"),
    sections: () => import(/* webpackChunkName: "catalog-es-sections" */ "./es/sections"),
    widgets: () => import(/* webpackChunkName: "catalog-es-widgets" */ "./es/widgets"),
    ripey: () => import(/* webpackChunkName: "catalog-es-ripey" */ "./es/ripey"),
    home: () => import(/* webpackChunkName: "catalog-es-home" */ "./es/home"),
    timetable: () => import(/* webpackChunkName: "catalog-es-timetable" */ "./es/timetable"),
    auth: () => import(/* webpackChunkName: "catalog-es-auth" */ "./es/auth"),
    accountPages: () =>
      import(/* webpackChunkName: "catalog-es-accountPages" */ "./es/account-pages"),
    checkout: () => import(/* webpackChunkName: "catalog-es-checkout" */ "./es/checkout"),
    plans: () => import(/* webpackChunkName: "catalog-es-plans" */ "./es/plans"),
    registry: () => import(/* webpackChunkName: "catalog-es-registry" */ "./es/registry"),
    map: () => import(/* webpackChunkName: "catalog-es-map" */ "./es/map"),
    videos: () => import(/* webpackChunkName: "catalog-es-videos" */ "./es/videos"),
  },
  en: {
    common: () => import(/* webpackChunkName: "catalog-en-core" */ "./en/common"),
    layout: () => import(/* webpackChunkName: "catalog-en-core" */ "./en/layout"),
    ui: () => import(/* webpackChunkName: "catalog-en-core" */ "./en/ui"),
    account: () => import(/* webpackChunkName: "catalog-en-account" */ "./en/account"),
    events: () => import(/* webpackChunkName: "catalog-en-events" */ "./en/events"),
    eventList: () => import(/* webpackChunkName: "catalog-en-eventList" */ "./en/event-list"),
    sections: () => import(/* webpackChunkName: "catalog-en-sections" */ "./en/sections"),
    widgets: () => import(/* webpackChunkName: "catalog-en-widgets" */ "./en/widgets"),
    ripey: () => import(/* webpackChunkName: "catalog-en-ripey" */ "./en/ripey"),
    home: () => import(/* webpackChunkName: "catalog-en-home" */ "./en/home"),
    timetable: () => import(/* webpackChunkName: "catalog-en-timetable" */ "./en/timetable"),
    auth: () => import(/* webpackChunkName: "catalog-en-auth" */ "./en/auth"),
    accountPages: () =>
      import(/* webpackChunkName: "catalog-en-accountPages" */ "./en/account-pages"),
    checkout: () => import(/* webpackChunkName: "catalog-en-checkout" */ "./en/checkout"),
    plans: () => import(/* webpackChunkName: "catalog-en-plans" */ "./en/plans"),
    registry: () => import(/* webpackChunkName: "catalog-en-registry" */ "./en/registry"),
    map: () => import(/* webpackChunkName: "catalog-en-map" */ "./en/map"),
    videos: () => import(/* webpackChunkName: "catalog-en-videos" */ "./en/videos"),
  },
};

const loaded: Record<Locale, Partial<Messages>> = { es: {}, en: {} };
const pending = new Map<string, Promise<void>>();

function loadArea(locale: Locale, area: BrowserArea): Promise<void> {
  if (loaded[locale][area]) return Promise.resolve();
  const key = `${locale}/${area}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = LOADERS[locale][area]().then(
      (module) => {
        (loaded[locale] as Record<BrowserArea, unknown>)[area] = module[area];
        pending.delete(key);
      },
      (error: unknown) => {
        // A chunk that failed (offline) is asked for again by the next read.
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Fetches the areas not fetched yet (each chunk once); resolves when all can be read. */
export function loadAreas(locale: Locale, areas: readonly BrowserArea[]): Promise<void> {
  return Promise.all(areas.map((area) => loadArea(locale, area))).then(() => undefined);
}

/** Whether every one of `areas` can be read now. */
export const areasLoaded = (locale: Locale, areas: readonly BrowserArea[]): boolean =>
  areas.every((area) => loaded[locale][area] !== undefined);

const reported = new Set<string>();

/**
 * A read of an area not fetched yet: a mistake in ./page-areas.ts (or a lazy widget without
 * `withAreas`). It is reported as an error (the browser tests fail on it) and fetches the area;
 * what is thrown is both an Error and a thenable, so React waits for the area (the nearest
 * Suspense boundary, else the previous screen stays) instead of failing, and code outside
 * rendering fails with this message.
 *
 * There is no Suspense boundary around each page for this: one in the prebuilt HTML makes React
 * 18 hydrate everything inside it in a later, idle-priority pass (a dehydrated boundary), after
 * the header and footer. The build's check and the tables make such a read a bug, not a state.
 */
function notLoaded(locale: Locale, area: BrowserArea): never {
  const promise = loadArea(locale, area);
  const page = typeof location === "undefined" ? "" : ` on ${location.pathname}`;
  const message =
    `[i18n] The "${area}" messages were read${page} before they were fetched: ` +
    "src/i18n/page-areas.ts should list them for this page (or the lazy widget reading them " +
    "should fetch them with withAreas).";
  if (!reported.has(`${locale}/${area}`)) {
    reported.add(`${locale}/${area}`);
    console.error(message);
  }
  throw Object.assign(new Error(message), { then: promise.then.bind(promise) });
}

const views: Partial<Record<Locale, Messages>> = {};

/** The language's catalog: each area readable once fetched (`loadAreas`). */
export function catalogOf(locale: Locale): Messages {
  let view = views[locale];
  if (!view) {
    const target = {};
    for (const area of Object.keys(LOADERS[locale]) as BrowserArea[]) {
      Object.defineProperty(target, area, {
        enumerable: true,
        get: () => loaded[locale][area] ?? notLoaded(locale, area),
      });
    }
    view = views[locale] = target as Messages;
  }
  return view;
}

/** The catalog a page's LocaleProvider gives (the build checks its reads, see ./catalogs.ts). */
export const pageCatalog = (
  locale: Locale,
  _pathname: string,
  _partAreas: readonly BrowserArea[] = [],
): Messages => catalogOf(locale);
