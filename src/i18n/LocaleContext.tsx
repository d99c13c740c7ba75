import * as React from "react";
import { DEFAULT_LOCALE, INTL_LOCALE, localizedPath, type Locale } from "./locale";
import { catalogOf, loadAreas, pageCatalog } from "./catalogs";
import type { BrowserArea } from "./areas";
import { shownLocale } from "./locale";
import type { Messages } from "./types";

/** For gatsby-browser: the page's areas, awaited before hydration and before navigating. */
export { areasLoaded, loadAreas } from "./catalogs";

interface LocaleValue {
  locale: Locale;
  /** The tag for `Intl` (`es-CO`, `en-GB`). */
  intl: string;
  messages: Messages;
  /** The page's path as the router has it (the language switch's starting point). */
  pathname: string;
}

const LocaleContext = React.createContext<LocaleValue | null>(null);

/** Gives the page's language and catalog to everything below it (src/wrap.tsx). */
export function LocaleProvider({
  locale,
  pathname = "/",
  partAreas,
  children,
}: {
  locale: Locale;
  pathname?: string;
  /** Areas a part below fetches with its code (withAreas), beside the page's own. */
  partAreas?: readonly BrowserArea[];
  children: React.ReactNode;
}) {
  const value = React.useMemo(
    () => ({
      locale,
      intl: INTL_LOCALE[locale],
      messages: pageCatalog(locale, pathname, partAreas),
      pathname,
    }),
    [locale, pathname, partAreas],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

function useLocaleValue(): LocaleValue {
  const value = React.useContext(LocaleContext);
  // Components rendered alone (tests, Storybook-like previews) read Spanish, the default.
  return (
    value ?? {
      locale: DEFAULT_LOCALE,
      intl: INTL_LOCALE.es,
      messages: catalogOf("es"),
      pathname: "/",
    }
  );
}

/** The page's `events` words and `Intl` tag, as the event helpers of src/lib take them. */
export function useEventLang(): { t: Messages["events"]; intl: string } {
  const { messages, intl } = useLocaleValue();
  return React.useMemo(() => ({ t: messages.events, intl }), [messages, intl]);
}

/** The page's catalog: `const t = useMessages(); t.common.siteName`. */
export const useMessages = (): Messages => useLocaleValue().messages;

/** The page's language, its `Intl` tag and its path. */
export function useLocale(): { locale: Locale; intl: string; pathname: string } {
  const { locale, intl, pathname } = useLocaleValue();
  return { locale, intl, pathname };
}

/**
 * The site path of the page's language: `const to = useLocalizedPath(); <Link to={to("/yoga/")}>`
 * links to `/en/yoga/` on English pages and `/yoga/` on Spanish ones.
 */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useLocaleValue();
  return React.useCallback((path: string) => localizedPath(path, locale), [locale]);
}

/**
 * A lazy widget's import that also fetches the catalog areas it reads, in the page's language,
 * when the page's own areas (src/i18n/page-areas.ts) may lack them:
 * `React.lazy(withAreas(["auth"], () => import("./ProfilePanels")))`. Both are fetched side by
 * side; on the server and in jest the areas are there already.
 */
export function withAreas<T>(
  areas: readonly BrowserArea[],
  load: () => Promise<T>,
): () => Promise<T> {
  return () => {
    const locale = typeof document === "undefined" ? DEFAULT_LOCALE : shownLocale();
    return Promise.all([load(), loadAreas(locale, areas)]).then(([module]) => module);
  };
}
