import * as React from "react";
import { DEFAULT_LOCALE, INTL_LOCALE, localizedPath, type Locale } from "./locale";
import { catalogOf } from "./catalogs";

/** For gatsby-browser: the page's catalog chunk, awaited before hydration. */
export { loadCatalog } from "./catalogs";
import type { Messages } from "./types";

interface LocaleValue {
  locale: Locale;
  /** The tag for `Intl` (`es-CO`, `en-GB`). */
  intl: string;
  messages: Messages;
}

const LocaleContext = React.createContext<LocaleValue | null>(null);

/** Gives the page's language and catalog to everything below it (src/wrap.tsx). */
export function LocaleProvider({
  locale,
  children,
}: {
  locale: Locale;
  children: React.ReactNode;
}) {
  const value = React.useMemo(
    () => ({ locale, intl: INTL_LOCALE[locale], messages: catalogOf(locale) }),
    [locale],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

function useLocaleValue(): LocaleValue {
  const value = React.useContext(LocaleContext);
  // Components rendered alone (tests, Storybook-like previews) read Spanish, the default.
  return value ?? { locale: DEFAULT_LOCALE, intl: INTL_LOCALE.es, messages: catalogOf("es") };
}

/** The page's `events` words and `Intl` tag, as the event helpers of src/lib take them. */
export function useEventLang(): { t: Messages["events"]; intl: string } {
  const { messages, intl } = useLocaleValue();
  return React.useMemo(() => ({ t: messages.events, intl }), [messages, intl]);
}

/** The page's catalog: `const t = useMessages(); t.common.siteName`. */
export const useMessages = (): Messages => useLocaleValue().messages;

/** The page's language and its `Intl` tag. */
export function useLocale(): { locale: Locale; intl: string } {
  const { locale, intl } = useLocaleValue();
  return { locale, intl };
}

/**
 * The site path of the page's language: `const to = useLocalizedPath(); <Link to={to("/yoga/")}>`
 * links to `/en/yoga/` on English pages and `/yoga/` on Spanish ones.
 */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useLocaleValue();
  return React.useCallback((path: string) => localizedPath(path, locale), [locale]);
}
