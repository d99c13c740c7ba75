import * as React from "react";
import type { HeadProps, PageProps } from "gatsby";
import { EventDetailInBrowser } from "../../components/events/EventDetailInBrowser";
import { eventViewFromApi } from "../../components/events/event-view-api";
import { Loader } from "../../components/ui/Loader";
import { NotFound } from "../../components/ui/NotFound";
import { Seo, pageHead } from "../../components/layout/Seo";
import { useDocumentTitle } from "../../components/layout/use-document-title";
import { useApiEvent } from "../../hooks/use-api-event";
import * as styles from "../../components/ui/NotFound.module.css";
import { Button } from "../../components/ui/Button";
import { useMessages } from "../../i18n/LocaleContext";
import { fill } from "../../i18n/message";

/** Client-only /events/<id>/ of an event newer than the build, from the API (docs/deploy.md). */
export default function ClientEventPage({ params }: PageProps) {
  const id = params.id;
  const { state, retry } = useApiEvent(id);
  const t = useMessages().events;
  const evento = state.status === "success" ? state.data : null;
  const view = React.useMemo(() => evento && eventViewFromApi(evento), [evento]);
  const notFound = state.status === "idle" || (state.status === "success" && !evento);
  // The Head (below) has the prebuilt page's words; the title follows what the API answered.
  useDocumentTitle(
    view ? (view.resumen ?? t.fallback.title) : notFound ? t.notFoundTitle : t.event,
  );

  if (state.status === "loading") return <Loader />;
  if (notFound) {
    return (
      <NotFound title={t.notFoundTitle}>
        <p>{fill(t.notFoundText, { id: id ?? "" })}</p>
      </NotFound>
    );
  }
  if (state.status === "error" || !view) {
    return (
      <section className={styles.wrap} role="alert">
        <h1 className={styles.title}>{t.loadErrorTitle}</h1>
        <p className={styles.text}>{t.loadErrorText}</p>
        <p className={styles.links}>
          <Button onClick={retry}>{t.retry}</Button>
        </p>
      </section>
    );
  }
  return <EventDetailInBrowser evento={view} />;
}

/** Not indexed: the event's own page, prebuilt by the next build, is. */
export const Head = pageHead(function ClientEventHead({ params }: HeadProps) {
  const id = params.id;
  const t = useMessages().events;
  return (
    <Seo title={t.event} description={t.loadingDescription} path={`/events/${id ?? ""}/`} noindex />
  );
});
