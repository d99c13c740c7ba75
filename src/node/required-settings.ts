import type { Reporter } from "gatsby";
import { API_URL, PLATFORM_URL, SITE_URL } from "../config";

/**
 * The settings a build cannot guess: a default would publish the stand-in's sample data, point
 * canonical links elsewhere, or send logged-in users to an invented domain.
 */
const REQUIRED = [
  {
    name: "GATSBY_API_URL",
    value: () => API_URL,
    what: "the school API's URL",
    example: "https://api.ikyyoga.com",
  },
  {
    name: "GATSBY_SITE_URL",
    value: () => SITE_URL,
    what: "the site's public address (canonical links, og:url, sitemap)",
    example: "https://www.ikyyoga.com",
  },
  {
    name: "GATSBY_PLATFORM_URL",
    value: () => PLATFORM_URL,
    what: "the platform where logged-in users go",
    example: "https://plataforma.ikyyoga.com",
  },
] as const;

/** The message for a missing or malformed setting, or null when it is fine. */
function problemWith(setting: (typeof REQUIRED)[number]): string | null {
  const value = setting.value();
  if (!value) {
    return (
      `[iky] ${setting.name} is not set. Give ${setting.what} ` +
      `(e.g. ${setting.name}=${setting.example} npm run build), or use \`npm start\` ` +
      `to build against the local stand-in API.`
    );
  }
  if (!/^https?:\/\/[^\s/]/.test(value)) {
    return `[iky] ${setting.name} must start with http:// or https:// (value: "${value}").`;
  }
  return null;
}

/** The first problem among the required settings, or null (gatsby-config.ts throws it). */
export function requiredSettingsProblem(): string | null {
  return REQUIRED.map(problemWith).find((problem) => problem !== null) ?? null;
}

function required(reporter: Reporter, setting: (typeof REQUIRED)[number]): string {
  const problem = problemWith(setting);
  if (problem) reporter.panic(problem);
  return setting.value();
}

/** The API base URL, required. */
export function apiBaseUrl(reporter: Reporter): string {
  return required(reporter, REQUIRED[0]);
}

/** Every required setting, checked before Gatsby does anything else. */
export const onPreInit = ({ reporter }: { reporter: Reporter }) => {
  for (const setting of REQUIRED) required(reporter, setting);
};
