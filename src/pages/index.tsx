import * as React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import { Seo, pageHead } from "../components/layout/Seo";
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
import { useLocale, useLocalizedPath, useMessages } from "../i18n/LocaleContext";

/** Cards per list on the home page; the full agenda is on /events. */
const HOME_EVENTS_PER_LIST = 3;

/** The three pillars, by their page; their words are the catalog's (`home.pillars`). */
const PILLARS = ["yoga", "kankueb", "iky"] as const;

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const t = useMessages().home;
  const to = useLocalizedPath();
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
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <Kicker>{t.kicker}</Kicker>
            <h1 className={styles.title}>IKY Yoga</h1>
            <Lead size="large" tone="text" className={styles.lead}>
              {t.lead}
            </Lead>
            <p className={styles.heroLinks}>
              <ButtonLink to={to("/yoga/")}>{t.discover}</ButtonLink>
              <ButtonLink href="#planning" variant="ghost">
                {t.planning}
              </ButtonLink>
            </p>
          </div>
          <HomeCarousel />
        </div>
      </div>

      <section className={styles.section} aria-labelledby="vision">
        <div className={styles.visionGrid}>
          <div>
            <Kicker>{t.visionKicker}</Kicker>
            <h2 id="vision">{t.visionTitle}</h2>
            <p className={styles.reading}>{t.visionText}</p>
          </div>
          <ul className={styles.pillars}>
            {PILLARS.map((pillar) => (
              <li key={pillar} className={styles.pillar}>
                <h3 className={styles.pillarTitle}>
                  <Link to={to(`/${pillar}/`)}>{t.pillars[pillar].title}</Link>
                </h3>
                <p>{t.pillars[pillar].text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="planning" className={styles.band} aria-labelledby="planning-title">
        <div className={styles.bandInner}>
          <Kicker>{t.planningKicker}</Kicker>
          <h2 id="planning-title">{t.planning}</h2>
          <Timetable />
          <CalendarFeed
            title={t.planningFeedTitle}
            text={t.planningFeedText}
            path={PLANNING_FEED_PATH}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="eventos">
        <Kicker>{t.eventsKicker}</Kicker>
        <h2 id="eventos">{t.eventsTitle}</h2>
        <h3 className={styles.subheading}>{t.trainings}</h3>
        <EventGrid eventos={instructorado} empty={t.noTrainings} />
        <h3 className={styles.subheading}>{t.otherEvents}</h3>
        <EventGrid eventos={otros} empty={t.noOtherEvents} />
        <p className={styles.more}>
          <ButtonLink to={to("/events/")} variant="ghost">
            {t.allEvents(total)}
          </ButtonLink>
        </p>
      </section>

      <section id="programas" className={styles.section} aria-labelledby="programas-title">
        <Kicker>{t.plansKicker}</Kicker>
        <h2 id="programas-title">{t.plansTitle}</h2>
        <p className={styles.intro}>{t.plansIntro}</p>
        <div className={styles.plans}>
          {plans.map((plan, i) => (
            <PlanCard key={plan.idPlan} plan={plan} featured={i === 1} />
          ))}
        </div>
      </section>
    </>
  );
}

export const Head = pageHead(function HomeHead() {
  const school = useSchool();
  const t = useMessages().home;
  const { locale } = useLocale();
  return (
    <Seo
      title="IKY Yoga"
      description={t.description}
      path="/"
      jsonLd={homeJsonLd(school, locale)}
    />
  );
});

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
