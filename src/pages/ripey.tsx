import * as React from "react";
import { graphql } from "gatsby";
import { sectionHead, sectionPage } from "../components/sections/SectionPage";
import { DiplomaExample, RipeyCode } from "../components/sections/RipeyCode";
import { hydrateNearViewport } from "../components/ui/hydrate-near-viewport";

// The registry, far below the opening, hydrates near the viewport; at once for a link with a
// search (?nombre=…, ?lugar=…), which is about it.
const RegistryWidget = hydrateNearViewport<object>(
  "registry",
  () => import(/* webpackChunkName: "registry" */ "../components/registry/RegistryWidget"),
  { atOnce: () => window.location.search.length > 1 },
);

export default sectionPage("ripey", () => ({
  "que-es-el-ripey": <RipeyCode />,
  "ejemplo-de-diploma": <DiplomaExample />,
  "lista-de-profesores-por-paises": <RegistryWidget />,
}));

export const Head = sectionHead("ripey");

export const query = graphql`
  query RipeyPage($locale: String!, $page: String = "ripey") {
    ...SectionPageFields
  }
`;
