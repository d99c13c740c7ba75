import * as React from "react";
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, localizedPath, type Locale } from "./locale";
import type { PageMessages } from "./types";

/** What gatsby-node puts into every page's context (src/node/on-create-page.ts, create-pages.ts). */
export interface LanguageContext {
  locale: Locale;
  messages: PageMessages;
}

interface LocaleValue extends LanguageContext {
  /** The tag for `Intl` (`es-CO`, `en-GB`). */
  intl: string;
  /** The page's path as the router has it (the language switch's starting point). */
  pathname: string;
}

const LocaleContext = React.createContext<LocaleValue | null>(null);

/** Gives the page's language and messages to everything below it. */
export function LocaleProvider({
  locale,
  messages,
  pathname = "/",
  children,
}: React.PropsWithChildren<LanguageContext & { pathname?: string }>) {
  const value = React.useMemo(
    () => ({ locale, intl: INTL_LOCALE[locale], messages, pathname }),
    [locale, messages, pathname],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/**
 * The LocaleProvider of a page's body (src/wrap.tsx) and head (`pageHead`), from its context.
 * A context without messages is a mistake in gatsby-node, reported here, not as a blank page.
 */
export function PageLocaleProvider({
  pageContext,
  pathname,
  children,
}: React.PropsWithChildren<{ pageContext: unknown; pathname: string }>) {
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

/** The page's messages: `const t = useMessages(); t.layout.otherLanguage`. */
export const useMessages = (): PageMessages => useLocale().messages;

/** The site path in the page's language: `to("/yoga/")` is `/en/yoga/` on English pages. */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useLocale();
  return React.useCallback((path: string) => localizedPath(path, locale), [locale]);
}
