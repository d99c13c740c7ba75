import * as React from "react";
import { EventGrid } from "../events/EventGrid";
import { eventViewFromNode } from "../events/event-view";
import { PlanCard } from "../plans/PlanCard";
import { Timetable } from "../timetable/Timetable";
import { CalendarFeed } from "../calendar/CalendarFeed";
import { PLANNING_FEED_PATH } from "../../lib/calendar-feeds";
import { byStart, upcomingLists } from "../../lib/events";
import { useNowOrBuilt } from "../../hooks/use-now";
import { plansOrFallback } from "../../lib/plans";
import * as styles from "./Home.module.css";
import { ButtonLink } from "../ui/Button";
import { Kicker } from "../ui/Text";
import { useLocalizedPath, useMessages } from "../../i18n/LocaleContext";
import { fill } from "../../i18n/message";

/** The home page below its opening (hydrated near the viewport), with the events' clock. */
export default function HomeMore({
  events,
  plans,
  buildTime,
}: {
  events: Queries.HomePageQuery["allEvent"]["nodes"];
  plans: Queries.HomePageQuery["allPlan"]["nodes"];
  buildTime: string | null | undefined;
}) {
  const { home: t, eventList } = useMessages();
  const to = useLocalizedPath();
  const now = useNowOrBuilt(buildTime);
  const eventos = React.useMemo(() => events.map(eventViewFromNode).sort(byStart), [events]);
  // Three cards per list; the full agenda is on /events.
  const { instructorado, otros, total } = upcomingLists(eventos, now, 3);

  return (
    <>
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
        <Kicker>{eventList.listKicker}</Kicker>
        <h2 id="eventos">{t.eventsTitle}</h2>
        <h3 className={styles.subheading}>{t.trainings}</h3>
        <EventGrid eventos={instructorado} empty={t.noTrainings} />
        <h3 className={styles.subheading}>{t.otherEvents}</h3>
        <EventGrid eventos={otros} empty={t.noOtherEvents} />
        <p className={styles.more}>
          <ButtonLink to={to("/events/")} variant="ghost">
            {fill(t.allEvents, { total })}
          </ButtonLink>
        </p>
      </section>

      <section id="programas" className={styles.section} aria-labelledby="programas-title">
        <Kicker>{t.plansKicker}</Kicker>
        <h2 id="programas-title">{t.plansTitle}</h2>
        <p className={styles.intro}>{t.plansIntro}</p>
        <div className={styles.plans}>
          {plansOrFallback(plans).map((plan, i) => (
            <PlanCard key={plan.idPlan} plan={plan} featured={i === 1} />
          ))}
        </div>
      </section>
    </>
  );
}
