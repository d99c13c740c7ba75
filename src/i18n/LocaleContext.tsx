import * as React from "react";
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, localizedPath, type Locale } from "./locale";
import type { PageMessages } from "./types";

interface LocaleValue {
  locale: Locale;
  /** The tag for `Intl` (`es-CO`, `en-GB`). */
  intl: string;
  messages: PageMessages;
  /** The page's path as the router has it (the language switch's starting point). */
  pathname: string;
}

const LocaleContext = React.createContext<LocaleValue | null>(null);

/**
 * Gives the page's language and messages to everything below it: src/wrap.tsx passes those of
 * the page's context (its page-data), jest.setup.ts the Spanish catalog.
 */
export function LocaleProvider({
  locale,
  messages,
  pathname = "/",
  children,
}: {
  locale: Locale;
  messages: PageMessages;
  pathname?: string;
  children: React.ReactNode;
}) {
  const value = React.useMemo(
    () => ({ locale, intl: INTL_LOCALE[locale], messages, pathname }),
    [locale, messages, pathname],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** What gatsby-node puts into every page's context (src/node/on-create-page.ts, create-pages.ts). */
export interface LanguageContext {
  locale: Locale;
  messages: PageMessages;
}

/**
 * The LocaleProvider of a page's body (src/wrap.tsx) and of its head (each page's `Head`,
 * through Seo's `pageHead`) alike: the language and messages of its context, which arrive in
 * its page-data.json. A page's context always has them; a context without them is a mistake in
 * gatsby-node, reported here rather than as a blank page.
 */
export function PageLocaleProvider({
  pageContext,
  pathname,
  children,
}: {
  pageContext: unknown;
  pathname: string;
  children: React.ReactNode;
}) {
  const { locale, messages } = (pageContext ?? {}) as Partial<LanguageContext>;
  if (!messages) throw new Error("[i18n] The page's context has no messages (src/node/).");
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return (
    <LocaleProvider locale={language} messages={messages} pathname={pathname}>
      {children}
    </LocaleProvider>
  );
}

/** The page's language, its `Intl` tag, its messages and its path. */
export function useLocale(): LocaleValue {
  const value = React.useContext(LocaleContext);
  if (!value) throw new Error("[i18n] A component read its messages outside any LocaleProvider.");
  return value;
}

/** The page's `events` words and `Intl` tag, as the event helpers of src/lib take them. */
export function useEventLang(): { t: PageMessages["events"]; intl: string } {
  const { messages, intl } = useLocale();
  return React.useMemo(() => ({ t: messages.events, intl }), [messages, intl]);
}

/** The page's messages: `const t = useMessages(); t.common.siteName`. */
export const useMessages = (): PageMessages => useLocale().messages;

/**
 * The site path of the page's language: `const to = useLocalizedPath(); <Link to={to("/yoga/")}>`
 * links to `/en/yoga/` on English pages and `/yoga/` on Spanish ones.
 */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useLocale();
  return React.useCallback((path: string) => localizedPath(path, locale), [locale]);
}
