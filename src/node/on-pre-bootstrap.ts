import type { GatsbyNode } from "gatsby";
import { checkRecommendations } from "./recommendations";
import { warnSampleSchoolFacts } from "./school";

/** Content checks before any data is sourced: the framed pages, then the school's facts. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  checkRecommendations({ reporter });
  warnSampleSchoolFacts({ reporter });
};
