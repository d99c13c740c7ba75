import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { EventDetail } from "../components/events/EventDetail";
import { eventViewFromNode } from "../components/events/event-view";
import { EventSeo } from "../components/events/EventSeo";

/** A prebuilt event page, at /events/<idEvento>/ (its /event/<id>/ alias: event-alias.tsx). */
export default function EventTemplate({ data }: PageProps<Queries.EventPageQuery>) {
  if (!data.event) return null;
  const view = eventViewFromNode(data.event);
  const buildTime = Date.parse(data.site?.buildTime ?? "");
  return (
    <>
      <EventSeo evento={view} />
      <EventDetail evento={view} buildTime={Number.isNaN(buildTime) ? null : buildTime} prebuilt />
    </>
  );
}

export const query = graphql`
  query EventPage($id: String!) {
    site {
      buildTime
    }
    event(id: { eq: $id }) {
      ...EventDetailFields
    }
  }
`;
