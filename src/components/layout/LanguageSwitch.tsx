import * as React from "react";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { localizedPath, type Locale } from "../../i18n/locale";

/** A client-only page is prebuilt at its pattern (`/confirm/[...]/`): no raw brackets in a URL. */
const encodeBrackets = (href: string) => href.replace(/\[/g, "%5B").replace(/\]/g, "%5D");

/**
 * The same page in the other language: a plain link (a full load) to the address bar's path once
 * the page runs (404 and client-only pages are prebuilt under another), query and hash kept.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, pathname } = useLocale();
  const t = useMessages();
  const other: Locale = locale === "es" ? "en" : "es";
  const [current, setCurrent] = React.useState(pathname);
  React.useEffect(() => {
    setCurrent(window.location.pathname + window.location.search + window.location.hash);
  }, [pathname]);
  return (
    <a
      href={encodeBrackets(localizedPath(current, other))}
      hrefLang={other}
      lang={other}
      className={className}
      data-language-switch
    >
      {t.layout.otherLanguage}
    </a>
  );
}
