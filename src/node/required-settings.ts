import type { Reporter } from "gatsby";
import { API_URL, PLATFORM_URL, SITE_URL } from "../config";

// The settings a build cannot guess (a default would publish sample data, point canonical links
// elsewhere or send users to an invented domain): value, what it gives, an example.
const REQUIRED = {
  GATSBY_API_URL: [API_URL, "the school API's URL", "https://api.ikyyoga.com"],
  GATSBY_SITE_URL: [
    SITE_URL,
    "the site's public address (canonical links, og:url, sitemap)",
    "https://www.ikyyoga.com",
  ],
  GATSBY_PLATFORM_URL: [
    PLATFORM_URL,
    "the platform where logged-in users go",
    "https://plataforma.ikyyoga.com",
  ],
} as const;
type Name = keyof typeof REQUIRED;
const NAMES = Object.keys(REQUIRED) as Name[];

/** The message for a missing or malformed setting, or null when it is fine. */
function problemWith(name: Name): string | null {
  const [value, what, example] = REQUIRED[name];
  if (!value) {
    return (
      `[iky] ${name} is not set. Give ${what} (e.g. ${name}=${example} npm run build), ` +
      "or use `npm start` to build against the local stand-in API."
    );
  }
  if (!/^https?:\/\/[^\s/]/.test(value)) {
    return `[iky] ${name} must start with http:// or https:// (value: "${value}").`;
  }
  return null;
}

/** The first problem among the required settings, or null (gatsby-config.ts throws it). */
export function requiredSettingsProblem(): string | null {
  return NAMES.map(problemWith).find((problem) => problem !== null) ?? null;
}

function required(reporter: Reporter, name: Name): string {
  const problem = problemWith(name);
  if (problem) reporter.panic(problem);
  return REQUIRED[name][0];
}

export const apiBaseUrl = (reporter: Reporter) => required(reporter, "GATSBY_API_URL");

/** Every required setting, checked before Gatsby does anything else. */
export const onPreInit = ({ reporter }: { reporter: Reporter }) => {
  for (const name of NAMES) required(reporter, name);
};
