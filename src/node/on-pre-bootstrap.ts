import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import { checkRecommendations } from "./recommendations";
import { checkContentImages } from "./content-images";

/**
 * Content checks before any data is sourced: the framed pages' recommendations, and the photos
 * of content/ (readable, not enormous). And
 * libvips without its cache of decoded images (50 MB and 20 open files by default, in the main
 * process, where gatsby-plugin-sharp resizes): a build reads each photo a handful of times, and
 * the cache's memory adds to the cold build's peak while webpack's compilations are still held.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  sharp.cache(false);
  await checkRecommendations({ reporter });
  // Every photo of content/ readable and of a size the build can resize (content-images.ts).
  await checkContentImages({ reporter });
};
