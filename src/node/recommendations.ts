import type { Reporter } from "gatsby";
import { runTool } from "./run-tool";

/**
 * A recommendation flagged `allowed` opens inside the site in a frame sandboxed with
 * allow-scripts and allow-same-origin: it must be https and on another origin than the site
 * (a same-origin page would run as the site). deploy/site-content.mjs holds the rule, which
 * the security policy also applies when it lists their origins in frame-src; a bad one stops
 * the build here, naming the file.
 */
export async function checkRecommendations({ reporter }: { reporter: Reporter }) {
  const problems = await runTool("deploy/site-content.mjs", ["content/sections"]);
  if (problems) {
    reporter.panic(
      `[iky] Recomendaciones que no se pueden mostrar en un marco:\n${problems}\n` +
        "Pon allowed: false (se abrirán en una pestaña nueva) o usa una URL https:// de otro sitio.",
    );
  }
}
