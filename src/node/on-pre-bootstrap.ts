import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import { runTool } from "./run-tool";
import { contentImageProblems } from "./content-images";

// Content checks before any data is sourced: the framed recommendations and content/'s photos.
// libvips's cache of decoded images is off: a build reads each photo a few times, and its 50 MB
// would add to the cold build's memory peak.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  sharp.cache(false);
  // An `allowed` recommendation opens in a frame with allow-scripts and allow-same-origin: it
  // must be https on another origin (deploy/site-content.mjs, the rule frame-src follows too).
  const problems = await runTool("deploy/site-content.mjs", ["content/sections"]);
  if (problems) {
    reporter.panic(
      `[iky] Recomendaciones que no se pueden mostrar en un marco:\n${problems}\n` +
        "Pon allowed: false (se abrirán en una pestaña nueva) o usa una URL https:// de otro sitio.",
    );
  }
  const photos = await contentImageProblems();
  if (photos.length > 0) {
    reporter.panicOnBuild(
      `[iky] El contenido de content/ tiene ${photos.length} ${photos.length === 1 ? "foto que no se puede publicar" : "fotos que no se pueden publicar"}:\n` +
        photos.map((p) => `  - ${p}`).join("\n"),
    );
  }
};
