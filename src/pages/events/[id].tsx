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

  if (state.status === "loading") {
    return (
      <>
        <Seo
          title="Evento"
          description="Cargando el evento."
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
          title="Evento no encontrado"
          description="Este evento no existe."
          path={`/events/${id ?? ""}/`}
          noindex
        />
        <NotFound title="Evento no encontrado">
          <p>
            No encontramos ningún evento con el número «{id}». Puede que se haya cancelado o que el
            enlace no sea correcto.
          </p>
        </NotFound>
      </>
    );
  }
  if (state.status === "error") {
    return (
      <section className={styles.wrap} role="alert">
        <Seo
          title="Evento"
          description="No se pudo cargar el evento."
          path={`/events/${id ?? ""}/`}
          noindex
        />
        <h1 className={styles.title}>No se pudo cargar el evento</h1>
        <p className={styles.text}>
          El servidor de la escuela no responde. Comprueba tu conexión e inténtalo de nuevo.
        </p>
        <p className={styles.links}>
          <Button onClick={retry}>Reintentar</Button>
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
