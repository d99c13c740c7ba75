import type { GatsbyNode } from "gatsby";
import { checkRecommendations } from "./recommendations";
import { warnSampleSchoolFacts } from "./school";

/** Content checks before any data is sourced: the school's facts and the framed pages. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async (args, options) => {
  await checkRecommendations?.(args, options);
  await warnSampleSchoolFacts?.(args, options);
};
