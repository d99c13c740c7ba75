import * as React from "react";
import { Link, graphql, navigate, type HeadProps, type PageProps } from "gatsby";
import { Seo, pageHead } from "../components/layout/Seo";
import * as styles from "../components/ui/NotFound.module.css";
import { useLocale, useLocalizedPath, useMessages } from "../i18n/LocaleContext";
import { fill } from "../i18n/message";

/** What an alias page receives: the same as its event's page (the Event node's id, the language). */
export type { EventPageContext as EventAliasContext } from "./event";

/**
 * /event/<id>/ (docs/product.md §2): the event's title alone, a canonical link to /events/<id>/
 * and a move there at once (a meta refresh without JavaScript, the router with it).
 */
export default function EventAlias({ data }: PageProps<Queries.EventAliasQuery>) {
  const t = useMessages().events;
  const to = useLocalizedPath();
  const { locale } = useLocale();
  const target = to(`/events/${data.event?.idEvento ?? ""}/`);
  const resumen = data.event?.resumen ?? null;
  const title = resumen ?? t.event;
  React.useEffect(() => {
    void navigate(target, { replace: true });
  }, [target]);
  return (
    <section className={styles.wrap}>
      <h1 className={styles.title} lang={resumen && locale !== "es" ? "es" : undefined}>
        {title}
      </h1>
      <p>
        {t.aliasText} <Link to={target}>{t.aliasLink}</Link>.
      </p>
    </section>
  );
}

export const Head = pageHead(function EventAliasHead({ data }: HeadProps<Queries.EventAliasQuery>) {
  const t = useMessages().events;
  const to = useLocalizedPath();
  const spanishTarget = `/events/${data.event?.idEvento ?? ""}/`;
  const title = data.event?.resumen ?? t.event;
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

export const query = graphql`
  query EventAlias($id: String!) {
    event(id: { eq: $id }) {
      idEvento
      resumen
    }
  }
`;
