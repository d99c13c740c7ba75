import * as React from "react";
import type { PageProps } from "gatsby";
import { EventDetail } from "../../components/events/EventDetail";
import { eventViewFromApi } from "../../components/events/event-view";
import { EventSeo } from "../../components/events/EventSeo";
import { Loader } from "../../components/ui/Loader";
import { NotFound } from "../../components/ui/NotFound";
import { Seo } from "../../components/layout/Seo";
import { useApiEvent } from "../../hooks/use-api-event";
import * as styles from "../../components/ui/NotFound.module.css";
import { Button } from "../../components/ui/Button";
import { useMessages } from "../../i18n/LocaleContext";

/**
 * Client-only fallback for /events/<id>/ when the event is newer than the last build: the
 * prebuilt pages win; this one loads the event from the API. Static hosts rewrite
 * /events/* to this page (see docs/deploy.md).
 */
export default function ClientEventPage({
  params,
}: PageProps<object, object, unknown, { id?: string }>) {
  const id = (params as { id?: string }).id;
  const [state, retry] = useApiEvent(id);
  const t = useMessages().events;

  if (state.status === "loading") {
    return (
      <>
        <Seo
          title={t.event}
          description={t.loadingDescription}
          path={`/events/${id ?? ""}/`}
          noindex
        />
        <Loader />
      </>
    );
  }
  if (state.status === "not-found") {
    return (
      <>
        <Seo
          title={t.notFoundTitle}
          description={t.notFoundDescription}
          path={`/events/${id ?? ""}/`}
          noindex
        />
        <NotFound title={t.notFoundTitle}>
          <p>{t.notFoundText(id ?? "")}</p>
        </NotFound>
      </>
    );
  }
  if (state.status === "error") {
    return (
      <section className={styles.wrap} role="alert">
        <Seo
          title={t.event}
          description={t.loadErrorDescription}
          path={`/events/${id ?? ""}/`}
          noindex
        />
        <h1 className={styles.title}>{t.loadErrorTitle}</h1>
        <p className={styles.text}>{t.loadErrorText}</p>
        <p className={styles.links}>
          <Button onClick={retry}>{t.retry}</Button>
        </p>
      </section>
    );
  }
  const view = eventViewFromApi(state.evento);
  return (
    <>
      <EventSeo evento={view} />
      <EventDetail evento={view} />
    </>
  );
}
