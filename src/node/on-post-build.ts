import { writeFile } from "fs/promises";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { SITE_URL } from "../config";
import { writeRegistryFiles } from "./registry-files";
import { writeCalendarFiles } from "./calendar-files";

/**
 * robots.txt, written after the build because its Sitemap line must be an absolute URL and the
 * site's origin (GATSBY_SITE_URL) is only known then. Everything is open to crawlers except the
 * account and payment routes, which make no sense out of a visitor's session.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /login-subscription/",
    "Disallow: /success-subscription/",
    "Disallow: /paiement/",
    "Disallow: /confirm/",
    "",
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n");
}

/**
 * Files that need the finished build: robots.txt, the registry's JSON (registry-files.ts) and
 * the calendars (calendar-files.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { program } = args.store.getState() as { program: { directory: string } };
  await writeFile(path.join(program.directory, "public", "robots.txt"), robotsTxt(SITE_URL));
  await writeRegistryFiles(args);
  await writeCalendarFiles(args, SITE_URL);
};
