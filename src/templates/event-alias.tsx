import * as React from "react";
import { Link, navigate, type HeadProps, type PageProps } from "gatsby";
import { Seo, pageHead } from "../components/layout/Seo";
import * as styles from "./event-alias.module.css";
import type { LanguageContext } from "../i18n/page-locale";
import { useLocale, useLocalizedPath, useMessages } from "../i18n/LocaleContext";
import { fill } from "../i18n/message";

export interface EventAliasContext extends LanguageContext {
  idEvento: number;
  resumen: string | null;
}

/**
 * /event/<id>/, the other notation of docs/product.md §2: a light page (no query, no copy of the event) that
 * names the event, points search engines to /events/<id>/ with a canonical link, and sends the
 * visitor there at once (a meta refresh without JavaScript, Gatsby's router with it).
 */
export default function EventAlias({ pageContext }: PageProps<object, EventAliasContext>) {
  const t = useMessages().events;
  const to = useLocalizedPath();
  const { locale } = useLocale();
  const spanishTarget = `/events/${pageContext.idEvento}/`;
  const target = to(spanishTarget);
  const title = pageContext.resumen ?? t.event;
  React.useEffect(() => {
    void navigate(target, { replace: true });
  }, [target]);
  return (
    <section className={styles.wrap}>
      <h1 className={styles.title} lang={pageContext.resumen && locale !== "es" ? "es" : undefined}>
        {title}
      </h1>
      <p>
        {t.aliasText} <Link to={target}>{t.aliasLink}</Link>.
      </p>
    </section>
  );
}

export const Head = pageHead(function EventAliasHead({
  pageContext,
}: HeadProps<object, EventAliasContext>) {
  const t = useMessages().events;
  const to = useLocalizedPath();
  const spanishTarget = `/events/${pageContext.idEvento}/`;
  const title = pageContext.resumen ?? t.event;
  return (
    <Seo
      title={title}
      description={fill(t.metaDescription, { title })}
      path={spanishTarget}
      noindex
    >
      <meta httpEquiv="refresh" content={`0; url=${to(spanishTarget)}`} />
    </Seo>
  );
});
