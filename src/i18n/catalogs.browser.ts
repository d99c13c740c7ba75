import type { Locale } from "./locale";
import type { Messages } from "./types";

/**
 * The catalogs in the browser (webpack puts this module in place of ./catalogs.ts, see
 * src/node/on-create-webpack-config.ts): each language is a chunk of its own, and a page loads
 * only its own, before hydrating (gatsby-browser's onClientEntry awaits `loadCatalog`). The
 * prebuilt HTML and jest read both catalogs statically (./catalogs.ts).
 */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  es: () => import(/* webpackChunkName: "catalog-es" */ "./es"),
  en: () => import(/* webpackChunkName: "catalog-en" */ "./en"),
};

const loaded: Partial<Record<Locale, Messages>> = {};

/** Fetches the language's chunk once; resolves when its catalog can be read. */
export function loadCatalog(locale: Locale): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  return LOADERS[locale]().then((module) => (loaded[locale] = module.default));
}

export function catalogOf(locale: Locale): Messages {
  const catalog = loaded[locale];
  if (!catalog) {
    throw new Error(
      `[i18n] The "${locale}" catalog is read before it was loaded: a page's language is the ` +
        "one of <html lang>, loaded by gatsby-browser's onClientEntry.",
    );
  }
  return catalog;
}
