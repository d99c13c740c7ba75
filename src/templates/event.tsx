import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EventDetail } from "../components/events/EventDetail";
import { eventViewFromNode } from "../components/events/event-view";
import type { EventTexts } from "../components/events/event-texts";
import type { EventHead } from "../components/events/event-seo";
import type { EventPhase } from "../lib/event-time";
import type { LanguageContext } from "../i18n/page-locale";
import { SITE_URL } from "../config";
import { Seo, pageHead } from "../components/layout/Seo";

/** What an event page receives: its node, its words, and whether it was over when built. */
export interface EventPageContext extends LanguageContext {
  id: string;
  /**
   * The event's phase at build time decides the page's HTML (no sign-up once it is over);
   * then the visitor's clock decides. A phase rather than the build's time: the page's data then
   * changes only when the event does, and a rebuild after one event changed rewrites that page
   * alone, not all of them.
   */
  phaseAtBuild: EventPhase;
  /** Its date, price, links… and its head, worked out by the build in the page's language. */
  texts: EventTexts;
  head: EventHead;
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
  return (
    <EventDetail
      evento={view}
      texts={pageContext.texts}
      phaseAtBuild={pageContext.phaseAtBuild}
      prebuilt
    />
  );
}

export const Head = pageHead(function EventHead({
  data,
  pageContext,
}: HeadProps<Queries.EventPageQuery, EventPageContext>) {
  if (!data.event) return null;
  const { title, description, jsonLd } = pageContext.head;
  const cover = data.event.imagenCoberturaFile?.childImageSharp?.gatsbyImageData;
  const image = cover?.images.fallback?.src ?? null;
  const absolute = image && (image.startsWith("http") ? image : `${SITE_URL}${image}`);
  return (
    <Seo
      title={title}
      description={description}
      path={`/events/${data.event.idEvento}/`}
      image={image}
      jsonLd={absolute ? { ...jsonLd, image: [absolute] } : jsonLd}
    />
  );
});

export const query = graphql`
  query EventPage($id: String!) {
    event(id: { eq: $id }) {
      ...EventDetailFields
    }
  }
`;
