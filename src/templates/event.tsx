import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EventDetail } from "../components/events/EventDetail";
import { eventViewFromNode } from "../components/events/event-view";
import type { LanguageContext } from "../i18n/LocaleContext";
import { Seo, absoluteUrl, pageHead } from "../components/layout/Seo";

/** What an event page receives (src/node/create-pages.ts): its node's id, language and words. */
export interface EventPageContext extends LanguageContext {
  id: string;
}

/** A prebuilt event page; its words and head: the Event type's resolvers (src/lib/event-page.ts). */
export default function EventTemplate({ data }: PageProps<Queries.EventPageQuery>) {
  // One view for the page's life: the parts below the fold keep the same props while they wait.
  const view = React.useMemo(() => data.event && eventViewFromNode(data.event), [data.event]);
  if (!view || !data.event) return null;
  return (
    <EventDetail evento={view} texts={data.event.texts} phaseAtBuild={data.event.phaseAtBuild} />
  );
}

export const Head = pageHead(function EventHead({ data }: HeadProps<Queries.EventPageQuery>) {
  if (!data.event) return null;
  const { title, description, jsonLd } = data.event.head;
  const cover = data.event.imagenCoberturaFile?.childImageSharp?.gatsbyImageData;
  const image = cover?.images.fallback?.src ?? null;
  const absolute = image && absoluteUrl(image);
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
  query EventPage($id: String!, $locale: String!) {
    event(id: { eq: $id }) {
      ...EventDetailFields
      phaseAtBuild
      texts(locale: $locale) {
        date
        time
        price
        link
        googleCalendar
        mail
        whatsapp
        platform
      }
      head(locale: $locale) {
        title
        description
        jsonLd
      }
    }
  }
`;
