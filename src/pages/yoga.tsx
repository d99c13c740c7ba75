import * as React from "react";
import { graphql } from "gatsby";
import { placed, sectionHead, sectionPage } from "../components/sections/SectionPage";
import { YogaIntro } from "../components/sections/YogaIntro";
import { widgetParts } from "../components/ui/hydrate-near-viewport";

// The widgets below the opening hydrate near the viewport, in one chunk.
const part = widgetParts(
  "yoga-widgets",
  () => import(/* webpackChunkName: "yoga-widgets" */ "../components/sections/yoga-widgets"),
);
const Mandala = part((widgets) => widgets.Mandala);
const CourseFacts = part((widgets) => widgets.CourseFacts);
const YesLetters = part((widgets) => widgets.YesLetters);
const ContentAccordion = part((widgets) => widgets.ContentAccordion);

export default sectionPage(
  "yoga",
  (data) => ({
    "sistema-iky": <Mandala />,
    ...placed(data.courseFacts, CourseFacts),
    ...placed(data.yes, YesLetters),
    ...placed(data.accordions.nodes, ContentAccordion),
  }),
  <YogaIntro />,
);

export const Head = sectionHead("yoga");

export const query = graphql`
  query YogaPage($locale: String!, $page: String = "yoga") {
    ...SectionPageFields
  }
`;
