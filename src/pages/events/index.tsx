import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Seo } from "../../components/layout/Seo";
import { EventGrid } from "../../components/events/EventGrid";
import { eventViewFromNode } from "../../components/events/event-view";
import { byStart, hasEnded } from "../../lib/events";
import * as styles from "../../components/events/EventsPage.module.css";
import { PageIntro } from "../../components/ui/PageIntro";

export default function EventsPage({ data }: PageProps<Queries.EventsPageQuery>) {
  const eventos = data.allEvent.nodes.map(eventViewFromNode).sort(byStart);
  // Split by the build's time (the same in the HTML and in the browser, so nothing moves on
  // load); each card's bar then tells the live state.
  const buildTime = Date.parse(data.site?.buildTime ?? "");
  const past = Number.isNaN(buildTime) ? [] : eventos.filter((e) => hasEnded(e, buildTime));
  const upcoming = eventos.filter((e) => !past.includes(e));
  return (
    <>
      <Seo
        title="Eventos"
        description="Instructorados, profesorados, retiros, talleres y clases especiales de IKY Yoga en Cali y en línea."
        path="/events/"
      />
      <section className={styles.page}>
        <PageIntro
          kicker="Agenda"
          title="Eventos"
          lead="Formaciones, retiros y talleres en el centro Ishka de Cali y en línea. Cada tarjeta muestra el tiempo que falta para empezar."
        />
        <h2 className="visually-hidden">Próximos eventos y en curso</h2>
        <EventGrid
          eventos={upcoming}
          empty="No hay eventos programados por ahora. Vuelve pronto."
          eagerFirst
        />
        {past.length > 0 && (
          <section className={styles.past} aria-labelledby="eventos-pasados">
            <h2 id="eventos-pasados" className={styles.pastTitle}>
              Eventos pasados
            </h2>
            <EventGrid eventos={past} empty="" />
          </section>
        )}
      </section>
    </>
  );
}

export const query = graphql`
  query EventsPage {
    site {
      buildTime
    }
    allEvent {
      nodes {
        ...EventCardFields
      }
    }
  }
`;
