import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { EventDetail } from "../components/events/EventDetail";
import { eventViewFromNode } from "../components/events/event-view";
import { EventSeo } from "../components/events/EventSeo";
import type { EventPageContext } from "../node/create-pages";

/** A prebuilt event page, at /events/<idEvento>/ (its /event/<id>/ alias: event-alias.tsx). */
export default function EventTemplate({
  data,
  pageContext,
}: PageProps<Queries.EventPageQuery, EventPageContext>) {
  if (!data.event) return null;
  const view = eventViewFromNode(data.event);
  return (
    <>
      <EventSeo evento={view} />
      <EventDetail evento={view} phaseAtBuild={pageContext.phaseAtBuild} prebuilt />
    </>
  );
}

export const query = graphql`
  query EventPage($id: String!) {
    event(id: { eq: $id }) {
      ...EventDetailFields
    }
  }
`;
