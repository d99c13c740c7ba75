import { mkdir, writeFile } from "fs/promises";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { SITE_URL } from "../config";
import { runTool } from "./run-tool";
import { writeRegistryFiles } from "./registry-files";
import { writeCalendarFiles } from "./calendar-files";
import { nodesOf } from "./sourced-nodes";
import { EVENT_SUMMARY_PATH, eventSummary } from "../lib/event-summary";
import { schoolFactsOf } from "./school";
import { rewritePagesWrittenSinceLastPass, type BuiltPages } from "./rewrite-built-pages";
import { backendFromEnv } from "./admin-config";
import { collectContent } from "./content-check";
import { writeAdminFiles } from "./admin-files";

/** Written at the end of each pass over the built pages, in Gatsby's .cache. */
const PAGES_PASS_MARKER = path.join(".cache", "iky-built-pages-pass");

/** robots.txt: all open but the account and payment routes, and the absolute sitemap URL. */
export const robotsTxt = (siteUrl: string) => `User-agent: *
Allow: /
Disallow: /login-subscription/
Disallow: /success-subscription/
Disallow: /paiement/
Disallow: /confirm/
Disallow: /admin/

Sitemap: ${siteUrl}/sitemap-index.xml
`;

// Files that need the finished build; in their own processes meanwhile (they read only what the
// build wrote before and write what nothing here writes) the brochures and the CDN's files.
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { program, pages } = args.store.getState() as {
    program: { directory: string };
    pages: BuiltPages;
  };
  const publicDir = path.join(program.directory, "public");
  const facts = JSON.stringify({
    es: schoolFactsOf(args.getNodesByType, "es"),
    en: schoolFactsOf(args.getNodesByType, "en"),
  });
  const tool = async (what: string, script: string, toolArgs: string[]) => {
    const failure = await runTool(script, toolArgs);
    return failure && `[iky] Could not write ${what}: ${failure}`;
  };
  const tools = [
    tool("the Eco-Living brochure", "scripts/make-brochure.mjs", [publicDir, facts]),
    tool("_headers y _redirects", "deploy/cdn/render.mjs", [publicDir]),
  ];
  const panic = (prefix: string) => (error: unknown) =>
    args.reporter.panicOnBuild(
      `${prefix}${error instanceof Error ? error.message : String(error)}`,
    );
  const marker = path.join(program.directory, PAGES_PASS_MARKER);
  await rewritePagesWrittenSinceLastPass(publicDir, marker, pages).catch(panic(""));
  await writeFile(path.join(publicDir, "robots.txt"), robotsTxt(SITE_URL));
  try {
    const content = collectContent(args.getNodesByType, args.getNode);
    const admin = await writeAdminFiles(publicDir, backendFromEnv(process.env), content, SITE_URL);
    args.reporter.info(
      admin.length > 0
        ? `[iky] Editors' admin written: ${admin.join(", ")}`
        : "[iky] No editors' admin: CMS_FORGE_URL is not set (docs/deploy.md)",
    );
  } catch (error) {
    panic("[iky] Could not write the editors' admin: ")(error);
  }
  await writeRegistryFiles(args);
  await writeCalendarFiles(args, SITE_URL);
  const summary = path.join(publicDir, EVENT_SUMMARY_PATH);
  await mkdir(path.dirname(summary), { recursive: true });
  await writeFile(summary, JSON.stringify(eventSummary(nodesOf(args.getNodesByType, "Event"))));
  for (const failure of await Promise.all(tools)) {
    if (failure) args.reporter.panicOnBuild(failure);
  }
};
