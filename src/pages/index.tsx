import * as React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { EventGrid } from "../components/events/EventGrid";
import { eventViewFromNode } from "../components/events/event-view";
import { PlanCard } from "../components/plans/PlanCard";
import { byStart, splitInstructorado } from "../lib/events";
import { plansOrFallback } from "../lib/plans";
import { WEEKLY_TIMETABLE } from "../lib/timetable";
import { SCHOOL, SITE_URL } from "../config";
import * as styles from "../components/home/Home.module.css";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const eventos = data.allEvent.nodes.map(eventViewFromNode).sort(byStart);
  const { instructorado, otros } = splitInstructorado(eventos);
  const plans = plansOrFallback(data.allPlan.nodes);

  return (
    <>
      <Seo
        title="IKY Yoga"
        description="Escuela de yoga y terapia del movimiento en Cali, Colombia: clases semanales, instructorado y profesorado, IKYnesis, kankueb y retiros en el centro Ishka."
        path="/"
        jsonLd={{
          "@context": "https://schema.org",
          "@type": ["LocalBusiness", "Organization"],
          name: SCHOOL.legalName,
          url: SITE_URL,
          email: SCHOOL.email,
          telephone: SCHOOL.phone,
          address: {
            "@type": "PostalAddress",
            streetAddress: SCHOOL.street,
            addressLocality: SCHOOL.city,
            addressRegion: SCHOOL.region,
            addressCountry: SCHOOL.country,
          },
          geo: {
            "@type": "GeoCoordinates",
            latitude: SCHOOL.centre.lat,
            longitude: SCHOOL.centre.lng,
          },
          sameAs: Object.values(SCHOOL.social),
        }}
      />
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.kicker}>Escuela de yoga y terapia del movimiento · Cali, Colombia</p>
          <h1 className={styles.title}>IKY Yoga</h1>
          <p className={styles.lead}>
            Yoga clásico, movimiento maya y meditación kankueb para habitar el cuerpo con atención,
            fuerza y calma.
          </p>
          <p className={styles.heroLinks}>
            <Link to="/yoga/" className={styles.primary}>
              Descubre el sistema IKY
            </Link>
            <a href="#planning" className={styles.secondary}>
              Planning de la semana
            </a>
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="vision">
        <h2 id="vision">Nuestra visión</h2>
        <p className={styles.reading}>
          Creemos que el yoga es un camino de regreso a uno mismo. En IKY Yoga unimos la tradición
          clásica de la India, la sabiduría del movimiento maya y la investigación contemporánea
          sobre el cuerpo para acompañar a cada persona en su propio proceso: con clases cercanas,
          formaciones serias y un centro de retiros rodeado de naturaleza.
        </p>
      </section>

      <section id="planning" className={styles.section} aria-labelledby="planning-title">
        <h2 id="planning-title">Planning de la semana</h2>
        <ul className={styles.timetable}>
          {WEEKLY_TIMETABLE.map((slot) => (
            <li key={`${slot.day}-${slot.start}`} className={styles.slot}>
              <span className={styles.day}>{slot.day}</span>
              <span className={styles.time}>
                {slot.start} – {slot.end}
              </span>
              <span>{slot.name}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="eventos">
        <h2 id="eventos">Próximos eventos</h2>
        <h3 className={styles.subheading}>Instructorado y profesorado</h3>
        <EventGrid eventos={instructorado} empty="No hay formaciones programadas por ahora." />
        <h3 className={styles.subheading}>Otros eventos</h3>
        <EventGrid eventos={otros} empty="No hay otros eventos programados por ahora." />
        <p>
          <Link to="/events/">Ver todos los eventos →</Link>
        </p>
      </section>

      <section id="programas" className={styles.section} aria-labelledby="programas-title">
        <h2 id="programas-title">Programas</h2>
        <div className={styles.plans}>
          {plans.map((plan, i) => (
            <PlanCard key={plan.idPlan} plan={plan} featured={i === 1} />
          ))}
        </div>
      </section>
    </>
  );
}

export const query = graphql`
  query HomePage {
    allEvent {
      nodes {
        ...EventCardFields
      }
    }
    allPlan(sort: { order: ASC }) {
      nodes {
        idPlan
        nombre
        costoMensualEur
        descripcion
      }
    }
  }
`;
