import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { seoHead } from "../../components/layout/Seo";
import { EventGrid } from "../../components/events/EventGrid";
import { eventViewFromNode } from "../../components/events/event-view";
import { CalendarFeed } from "../../components/calendar/CalendarFeed";
import { byStart, splitByEnd } from "../../lib/events";
import { EVENTS_FEED_PATH } from "../../lib/calendar-feeds";
import { useNowOrBuilt } from "../../hooks/use-now";
import * as styles from "../../components/events/EventsPage.module.css";
import * as page from "../../components/ui/Page.module.css";
import { PageIntro } from "../../components/ui/PageIntro";
import { useMessages } from "../../i18n/LocaleContext";

export default function EventsPage({ data }: PageProps<Queries.EventsPageQuery>) {
  const reference = useNowOrBuilt(data.site?.buildTime);
  const t = useMessages().eventList;
  const eventos = React.useMemo(
    () => data.allEvent.nodes.map(eventViewFromNode).sort(byStart),
    [data.allEvent.nodes],
  );
  // An event that ended since the build moves to the past ones once the clock is read.
  const { upcoming, past } =
    reference === null ? { upcoming: eventos, past: [] } : splitByEnd(eventos, reference);
  return (
    <section className={page.page}>
      <PageIntro kicker={t.listKicker} title={t.listTitle} lead={t.listLead} />
      <h2 className="visually-hidden">{t.upcomingHeading}</h2>
      <EventGrid eventos={upcoming} empty={t.noEvents} eagerFirst />
      <CalendarFeed
        headingLevel={2}
        title={t.feedTitle}
        text={t.feedText}
        path={EVENTS_FEED_PATH}
      />
      {past.length > 0 && (
        <section className={styles.past} aria-labelledby="eventos-pasados">
          <h2 id="eventos-pasados" className={styles.pastTitle}>
            {t.pastHeading}
          </h2>
          <EventGrid eventos={[...past].reverse()} empty="" />
        </section>
      )}
    </section>
  );
}

export const Head = seoHead("/events/", (t) => ({
  title: t.eventList.listTitle,
  description: t.eventList.listDescription,
}));

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
