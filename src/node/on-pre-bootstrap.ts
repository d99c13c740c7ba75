import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import { runTool } from "./run-tool";
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
  // A recommendation flagged `allowed` opens inside the site in a frame sandboxed with
  // allow-scripts and allow-same-origin: it must be https and on another origin than the site
  // (a same-origin page would run as the site). deploy/site-content.mjs holds the rule, which
  // the security policy also applies when it lists their origins in frame-src; a bad one stops
  // the build here, naming the file.
  const problems = await runTool("deploy/site-content.mjs", ["content/sections"]);
  if (problems) {
    reporter.panic(
      `[iky] Recomendaciones que no se pueden mostrar en un marco:\n${problems}\n` +
        "Pon allowed: false (se abrirán en una pestaña nueva) o usa una URL https:// de otro sitio.",
    );
  }
  // Every photo of content/ readable and of a size the build can resize (content-images.ts).
  await checkContentImages({ reporter });
};
