import * as React from "react";
import { graphql } from "gatsby";
import { placed, sectionHead, sectionPage } from "../components/sections/SectionPage";
import { CentreMap } from "../components/sections/CentreMap";
import { widgetParts } from "../components/ui/hydrate-near-viewport";

// The map opens the page; the widgets below it hydrate near the viewport, in one chunk.
const part = widgetParts(
  "ishka-widgets",
  () => import(/* webpackChunkName: "ishka-widgets" */ "../components/sections/ishka-widgets"),
);
const SpaceCards = part((widgets) => widgets.SpaceCards);
const TeacherCards = part((widgets) => widgets.TeacherCards);
const EcoLiving = part((widgets) => widgets.EcoLiving);
const Timetable = part((widgets) => widgets.Timetable);

export default sectionPage("ishka", (data) => ({
  "nuestro-centro": <CentreMap />,
  calendario: <Timetable />,
  ...placed(data.espacios, SpaceCards),
  ...placed(data.profesores, TeacherCards),
  ...placed(data.ecoLiving, EcoLiving),
}));

export const Head = sectionHead("ishka");

export const query = graphql`
  query IshkaPage($locale: String!, $page: String = "ishka") {
    ...SectionPageFields
  }
`;
