import * as React from "react";
import type { HeadProps, PageProps } from "gatsby";
import { EventDetailInBrowser } from "../../components/events/EventDetailInBrowser";
import { Loader } from "../../components/ui/Loader";
import { NotFound } from "../../components/ui/NotFound";
import { Seo, pageHead, useDocumentTitle } from "../../components/layout/Seo";
import { useAsync } from "../../hooks/use-async";
import { apiFetch, paths, readJson } from "../../school-api/client";
import { normaliseEvento } from "../../school-api/normalize";
import type { Evento } from "../../school-api/types";
import { API_URL } from "../../config";
import * as styles from "../../components/ui/NotFound.module.css";
import { Button } from "../../components/ui/Button";
import { useMessages } from "../../i18n/LocaleContext";
import { fill } from "../../i18n/message";

/** The event from the API; null when it has no such event. */
async function loadEvento(id: string, signal: AbortSignal): Promise<Evento | null> {
  const response = await apiFetch(API_URL, paths.evento(id), { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${paths.evento(id)}: ${response.status}`);
  const evento = normaliseEvento(await readJson(response));
  return typeof evento === "string" ? null : evento;
}

/** Client-only /events/<id>/ of an event newer than the build, from the API (docs/deploy.md). */
export default function ClientEventPage({ params }: PageProps) {
  const id = params.id;
  // 'loading' until the effect has run, whatever the id (the page is built without one); idle
  // for an id that cannot be an event's.
  const valid = id !== undefined && /^\d+$/.test(id);
  const { state, retry } = useAsync(valid ? (signal) => loadEvento(id, signal) : null, [id]);
  const { events: t, ui } = useMessages();
  const evento = state.status === "success" ? state.data : null;
  const notFound = state.status === "idle" || (state.status === "success" && !evento);
  // The Head (below) has the prebuilt page's words; the title follows what the API answered.
  useDocumentTitle(
    evento ? (evento.resumen ?? t.fallback.title) : notFound ? t.notFoundTitle : t.event,
  );

  if (state.status === "loading") return <Loader />;
  if (notFound) {
    return (
      <NotFound title={t.notFoundTitle}>
        <p>{fill(t.notFoundText, { id: id ?? "" })}</p>
      </NotFound>
    );
  }
  if (state.status === "error" || !evento) {
    return (
      <section className={styles.wrap} role="alert">
        <h1 className={styles.title}>{t.loadErrorTitle}</h1>
        <p className={styles.text}>{t.loadErrorText}</p>
        <p className={styles.links}>
          <Button onClick={retry}>{ui.retry}</Button>
        </p>
      </section>
    );
  }
  return <EventDetailInBrowser evento={evento} />;
}

/** Not indexed: the event's own page, prebuilt by the next build, is. */
export const Head = pageHead(function ClientEventHead({ params }: HeadProps) {
  const id = params.id;
  const t = useMessages().events;
  return (
    <Seo title={t.event} description={t.loadingDescription} path={`/events/${id ?? ""}/`} noindex />
  );
});
