import { DEFAULT_LOCALE, isLocale, type Locale } from "./locale";
import type { PageMessages } from "./types";

/** What gatsby-node puts into every page's context (src/node/on-create-page.ts, create-pages.ts). */
export interface LanguageContext {
  locale: Locale;
  messages: PageMessages;
}

/**
 * The page's language and messages, for its body (src/wrap.tsx) and its head (each page's
 * `Head`, through Seo's `pageHead`) alike: those of its context, which arrive in its
 * page-data.json. A page's context always has them; a context without them is a mistake
 * in gatsby-node, reported here rather than as a blank page.
 */
export function pageLanguage(context: unknown): LanguageContext {
  const { locale, messages } = (context ?? {}) as Partial<LanguageContext>;
  if (!messages) throw new Error("[i18n] The page's context has no messages (src/node/).");
  return { locale: isLocale(locale) ? locale : DEFAULT_LOCALE, messages };
}
