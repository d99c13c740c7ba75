import * as React from "react";
import { Helmet } from "react-helmet";
import { Link, navigate, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import * as styles from "./event-alias.module.css";

export interface EventAliasContext {
  idEvento: number;
  resumen: string | null;
}

/**
 * /event/<id>/, the other notation of docs/product.md §2: a light page (no query, no copy of the event) that
 * names the event, points search engines to /events/<id>/ with a canonical link, and sends the
 * visitor there at once (a meta refresh without JavaScript, Gatsby's router with it).
 */
export default function EventAlias({ pageContext }: PageProps<object, EventAliasContext>) {
  const target = `/events/${pageContext.idEvento}/`;
  const title = pageContext.resumen ?? "Evento";
  React.useEffect(() => {
    void navigate(target, { replace: true });
  }, [target]);
  return (
    <section className={styles.wrap}>
      <Seo title={title} description={`${title} en IKY Yoga, Cali.`} path={target} noindex />
      <Helmet>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
      </Helmet>
      <h1 className={styles.title}>{title}</h1>
      <p>
        Este evento está en <Link to={target}>su página de eventos</Link>.
      </p>
    </section>
  );
}
