import * as React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { EventGrid } from "../components/events/EventGrid";
import { eventViewFromNode } from "../components/events/event-view";
import { PlanCard } from "../components/plans/PlanCard";
import { HomeCarousel } from "../components/home/HomeCarousel";
import { homeJsonLd } from "../components/home/HomeJsonLd";
import { useSchool } from "../hooks/use-school";
import { Timetable } from "../components/timetable/Timetable";
import { CalendarFeed } from "../components/calendar/CalendarFeed";
import { PLANNING_FEED_PATH } from "../lib/calendar";
import { byStart, upcomingLists } from "../lib/events";
import { useNow } from "../hooks/use-now";
import { plansOrFallback } from "../lib/plans";
import * as styles from "../components/home/Home.module.css";
import { ButtonLink } from "../components/ui/Button";
import { Kicker, Lead } from "../components/ui/Text";

/** Cards per list on the home page; the full agenda is on /events. */
const HOME_EVENTS_PER_LIST = 3;

const PILLARS = [
  {
    to: "/yoga/",
    title: "Yoga clásico",
    text: "Asanas, respiración y meditación de la tradición, enseñadas con precisión y cuidado.",
  },
  {
    to: "/kankueb/",
    title: "Movimiento maya",
    text: "Kankueb: la danza y la cosmovisión maya para moverse en armonía con los ciclos.",
  },
  {
    to: "/iky/",
    title: "IKYnesis",
    text: "Terapia del movimiento inspirada en Feldenkrais para soltar tensiones y moverse mejor.",
  },
] as const;

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const school = useSchool();
  const now = useNow(60_000);
  const eventos = React.useMemo(
    () => data.allEvent.nodes.map(eventViewFromNode).sort(byStart),
    [data.allEvent.nodes],
  );
  // The build's time until the clock is read, so the first render matches the prebuilt HTML.
  const buildTime = Date.parse(data.site?.buildTime ?? "");
  const { instructorado, otros, total } = upcomingLists(
    eventos,
    now ?? (Number.isNaN(buildTime) ? null : buildTime),
    HOME_EVENTS_PER_LIST,
  );
  const plans = plansOrFallback(data.allPlan.nodes);

  return (
    <>
      <Seo
        title="IKY Yoga"
        description="Escuela de yoga y terapia del movimiento en Cali, Colombia: clases semanales, instructorado y profesorado, IKYnesis, kankueb y retiros en el centro Ishka."
        path="/"
        jsonLd={homeJsonLd(school)}
      />
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <Kicker>Escuela de yoga y terapia del movimiento · Cali</Kicker>
            <h1 className={styles.title}>IKY Yoga</h1>
            <Lead size="large" tone="text" className={styles.lead}>
              Yoga clásico, movimiento maya y meditación kankueb para habitar el cuerpo con
              atención, fuerza y calma.
            </Lead>
            <p className={styles.heroLinks}>
              <ButtonLink to="/yoga/">Descubre el sistema IKY</ButtonLink>
              <ButtonLink href="#planning" variant="ghost">
                Planning de la semana
              </ButtonLink>
            </p>
          </div>
          <HomeCarousel />
        </div>
      </div>

      <section className={styles.section} aria-labelledby="vision">
        <div className={styles.visionGrid}>
          <div>
            <Kicker>Nuestra visión</Kicker>
            <h2 id="vision">Un camino de regreso a uno mismo</h2>
            <p className={styles.reading}>
              En IKY Yoga unimos la tradición clásica de la India, la sabiduría del movimiento maya
              y la investigación contemporánea sobre el cuerpo para acompañar a cada persona en su
              propio proceso: con clases cercanas, formaciones serias y un centro de retiros rodeado
              de naturaleza, a los pies de los Farallones de Cali.
            </p>
          </div>
          <ul className={styles.pillars}>
            {PILLARS.map((pillar) => (
              <li key={pillar.to} className={styles.pillar}>
                <h3 className={styles.pillarTitle}>
                  <Link to={pillar.to}>{pillar.title}</Link>
                </h3>
                <p>{pillar.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="planning" className={styles.band} aria-labelledby="planning-title">
        <div className={styles.bandInner}>
          <Kicker>Clases regulares en el centro</Kicker>
          <h2 id="planning-title">Planning de la semana</h2>
          <Timetable />
          <CalendarFeed
            title="Las clases en tu calendario"
            text="Suscríbete al planning: las cinco clases semanales aparecen cada semana en tu calendario."
            path={PLANNING_FEED_PATH}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="eventos">
        <Kicker>Agenda</Kicker>
        <h2 id="eventos">Próximos eventos</h2>
        <h3 className={styles.subheading}>Instructorado y profesorado</h3>
        <EventGrid eventos={instructorado} empty="No hay formaciones programadas por ahora." />
        <h3 className={styles.subheading}>Otros eventos</h3>
        <EventGrid eventos={otros} empty="No hay otros eventos programados por ahora." />
        <p className={styles.more}>
          <ButtonLink to="/events/" variant="ghost">
            Ver todos los eventos ({total})
          </ButtonLink>
        </p>
      </section>

      <section id="programas" className={styles.section} aria-labelledby="programas-title">
        <Kicker>Planes mensuales</Kicker>
        <h2 id="programas-title">Programas</h2>
        <p className={styles.intro}>
          Elige cómo quieres practicar. Puedes cambiar de plan o cancelarlo cuando quieras.
        </p>
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
    site {
      buildTime
    }
    allEvent {
      nodes {
        ...EventCardFields
      }
    }
    allPlan(sort: { order: ASC }) {
      nodes {
        ...PlanFields
      }
    }
  }
`;
