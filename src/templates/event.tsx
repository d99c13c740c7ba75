import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EventDetail } from "../components/events/EventDetail";
import { eventViewFromNode } from "../components/events/event-view";
import { EventSeo } from "../components/events/EventSeo";
import type { EventPhase } from "../lib/event-time";
import type { Locale } from "../i18n/locale";
import { pageHead } from "../components/layout/Seo";

/** What an event page receives: its node, and whether the event was over when it was built. */
export interface EventPageContext {
  id: string;
  /**
   * The event's phase at build time decides the page's HTML (no sign-up once it is over);
   * then the visitor's clock decides. A phase rather than the build's time: the page's data then
   * changes only when the event does, and a rebuild after one event changed rewrites that page
   * alone, not all of them.
   */
  phaseAtBuild: EventPhase;
  /** The page's language: /events/<id>/ Spanish, /en/events/<id>/ English. */
  locale: Locale;
}

/**
 * A prebuilt event page, at /events/<idEvento>/ and /en/events/<idEvento>/ (its /event/<id>/
 * alias: event-alias.tsx).
 */
export default function EventTemplate({
  data,
  pageContext,
}: PageProps<Queries.EventPageQuery, EventPageContext>) {
  // One view for the page's life: the parts below the fold keep the same props while they wait.
  const view = React.useMemo(() => data.event && eventViewFromNode(data.event), [data.event]);
  if (!view) return null;
  return <EventDetail evento={view} phaseAtBuild={pageContext.phaseAtBuild} prebuilt />;
}

export const Head = pageHead(function EventHead({
  data,
}: HeadProps<Queries.EventPageQuery, EventPageContext>) {
  return data.event ? <EventSeo evento={eventViewFromNode(data.event)} /> : null;
});

export const query = graphql`
  query EventPage($id: String!) {
    event(id: { eq: $id }) {
      ...EventDetailFields
    }
  }
`;
