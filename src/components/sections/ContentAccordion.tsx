import * as React from "react";
import { graphql } from "gatsby";
import { Accordion } from "./Accordion";

/**
 * The accordions whose entries editors write: experiencia (/about), especializaciones (/yoga),
 * formatos de IKYnesis (/iky), each a YAML file in content/sections/<page>/.
 */
export const accordionContent = graphql`
  fragment AccordionContent on AccordionYaml {
    label
    items {
      meta
      title
      body
    }
  }
`;

export function ContentAccordion({ content }: { content: Queries.AccordionContentFragment }) {
  const items = React.useMemo(
    () =>
      content.items.map(({ meta, title, body }) => ({
        meta: meta ?? undefined,
        title,
        body: body.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
      })),
    [content],
  );
  return <Accordion items={items} label={content.label} />;
}
