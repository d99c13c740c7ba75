import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Seo } from "../../components/layout/Seo";
import { EventGrid } from "../../components/events/EventGrid";
import { eventViewFromNode } from "../../components/events/event-view";
import { byStart } from "../../lib/events";
import * as styles from "../../components/events/EventsPage.module.css";

export default function EventsPage({ data }: PageProps<Queries.EventsPageQuery>) {
  const eventos = data.allEvent.nodes.map(eventViewFromNode).sort(byStart);
  return (
    <>
      <Seo
        title="Eventos"
        description="Instructorados, profesorados, retiros, talleres y clases especiales de IKY Yoga en Cali y en línea."
        path="/events/"
      />
      <section className={styles.page}>
        <header className={styles.intro}>
          <p className={styles.kicker}>Agenda</p>
          <h1>Eventos</h1>
          <p>
            Formaciones, retiros y talleres en el centro Ishka de Cali y en línea. Cada tarjeta
            muestra el tiempo que falta para empezar.
          </p>
        </header>
        <EventGrid
          eventos={eventos}
          empty="No hay eventos programados por ahora. Vuelve pronto."
          headingLevel={2}
        />
      </section>
    </>
  );
}

export const query = graphql`
  query EventsPage {
    allEvent {
      nodes {
        ...EventCardFields
      }
    }
  }
`;
