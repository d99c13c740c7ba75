import * as React from "react";
import type { HeadProps } from "gatsby";
import { SITE_URL } from "../../config";
import { PageLocaleProvider, useLocale, useMessages } from "../../i18n/LocaleContext";
import type { PageMessages } from "../../i18n/types";
import { LOCALES, OG_LOCALE, localizedPath, type Locale } from "../../i18n/locale";
import { defaultOgImage } from "../../lib/og-image";

interface SeoProps {
  title: string;
  description: string;
  /** The page's Spanish path (`/yoga/`): canonical and alternates are made from it. */
  path: string;
  image?: string | null;
  noindex?: boolean;
  /** schema.org objects, rendered as JSON-LD. */
  jsonLd?: object | object[];
  /** More tags for this page's head (event-alias.tsx: its meta refresh). */
  children?: React.ReactNode;
}

const SITE_NAME = "IKY Yoga";

/** Escapes what could close the script element from inside JSON (e.g. '</script>' in a title). */
export function safeJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** An address for crawlers: absolute, on this site unless it names another. */
export const absoluteUrl = (url: string) => (url.startsWith("http") ? url : `${SITE_URL}${url}`);

/** The document's title for a page's title: "Yoga | IKY Yoga", the home page's alone. */
export const fullTitle = (title: string): string =>
  title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;

/** The title of a client-only page whose words come later, kept over its Head's `<title>`. */
export function useDocumentTitle(title: string): void {
  React.useEffect(() => {
    const shown = fullTitle(title);
    const apply = () => {
      if (document.title !== shown) document.title = shown;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, [title]);
}

/** A page's `Head`: `Component` under the page's language, so its hooks (useMessages) speak it. */
export function pageHead<Data = object, Context = object>(
  Component: React.ComponentType<HeadProps<Data, Context>>,
): (props: HeadProps<Data, Context>) => React.JSX.Element {
  return function Head(props) {
    return (
      <PageLocaleProvider pageContext={props.pageContext} pathname={props.location.pathname}>
        <Component {...props} />
      </PageLocaleProvider>
    );
  };
}

/** The `Head` of a page titled and described by catalog words: `seoHead("/login/", (t) => …)`. */
export const seoHead = (
  path: string,
  words: (messages: PageMessages) => { title: string; description: string },
  { noindex = false } = {},
) =>
  pageHead(function PageHead() {
    const { title, description } = words(useMessages());
    return <Seo title={title} description={description} path={path} noindex={noindex} />;
  });

/** One route's head tags; those every page shares are written by the build (./site-head.tsx). */
export function Seo({ title, description, path, image, noindex, jsonLd, children }: SeoProps) {
  const { locale } = useLocale();
  const shownTitle = fullTitle(title);
  const url = (l: Locale) => `${SITE_URL}${localizedPath(path, l)}`;
  const canonical = url(locale);
  const imageUrl = image ? absoluteUrl(image) : defaultOgImage(locale);
  // The page's language on schema.org objects that do not name theirs.
  const blocks = (jsonLd ? [jsonLd].flat() : []).map((block) =>
    "inLanguage" in block ? block : { ...block, inLanguage: locale },
  );
  return (
    <>
      <html lang={locale} />
      <title>{shownTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {/* The page in each language, itself included, and `x-default`: the Spanish one. */}
      {[...LOCALES, "x-default" as const].map((hrefLang) => (
        <link
          key={hrefLang}
          rel="alternate"
          hrefLang={hrefLang}
          href={url(hrefLang === "x-default" ? "es" : hrefLang)}
        />
      ))}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <meta key={l} property="og:locale:alternate" content={OG_LOCALE[l]} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={shownTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      {blocks.map((block, i) => (
        // As written: React would escape the quotes as entities, which Gatsby's Head decodes again.
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: safeJson(block) }}
        />
      ))}
      {children}
    </>
  );
}
