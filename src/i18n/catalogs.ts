import es from "./es";
import en from "./en";
import type { BrowserArea } from "./areas";
import type { Locale } from "./locale";
import { areasOfPath } from "./page-areas";
import type { Messages } from "./types";

/**
 * The catalog of a language, for the prebuilt HTML (both languages' pages are rendered by the
 * same bundle) and for jest. In the browser, ./catalogs.browser.ts takes this module's place
 * (src/node/on-create-webpack-config.ts): a page loads only its own language's areas.
 */
const CATALOGS: Record<Locale, Messages> = { es, en };

export const catalogOf = (locale: Locale): Messages => CATALOGS[locale];

/** Both are there already; the browser's module fetches the chunks (same signatures). */
export const loadAreas = (_locale: Locale, _areas: readonly BrowserArea[]): Promise<void> =>
  Promise.resolve();
export const areasLoaded = (_locale: Locale, _areas: readonly BrowserArea[]): boolean => true;

/**
 * The catalog a page's LocaleProvider gives. While the build prebuilds the page (webpack's
 * `build-html` stage), reading an area that ./page-areas.ts does not list for the page throws:
 * its browser would not have fetched that area before hydrating it, so the build stops there,
 * naming the page and the area. Elsewhere (jest) the plain catalog.
 */
export function pageCatalog(
  locale: Locale,
  pathname: string,
  partAreas: readonly BrowserArea[] = [],
): Messages {
  if (process.env.BUILD_STAGE !== "build-html") return CATALOGS[locale];
  return listedAreasOnly(CATALOGS[locale], pathname, partAreas);
}

/**
 * `catalog`, where reading an area that ./page-areas.ts does not list for `pathname` throws.
 * `partAreas`: those a part hydrated near the viewport fetches with its own code, which it may
 * read too (src/components/ui/hydrate-near-viewport.tsx).
 */
export function listedAreasOnly(
  catalog: Messages,
  pathname: string,
  partAreas: readonly BrowserArea[] = [],
): Messages {
  const listed = new Set<string>([...areasOfPath(pathname), ...partAreas]);
  return new Proxy(catalog, {
    get(target, key, receiver) {
      if (typeof key === "string" && Object.keys(target).includes(key) && !listed.has(key)) {
        throw new Error(
          `[i18n] ${pathname} reads the "${key}" messages, which src/i18n/page-areas.ts does ` +
            "not list for it: its browser would not have them when it hydrates the page. Add " +
            `"${key}" to its entry there.`,
        );
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
