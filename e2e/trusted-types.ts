// What still gives plain strings to the sinks that Trusted Types guard, measured by the hostile
// crawl (e2e/hostile.spec.ts) under `require-trusted-types-for 'script'`, sent report-only
// (deploy/policy.mjs). Each entry is one kind of report: the directive, the sink, the script
// that used it. A report that is none of these fails any test that checks the policy
// (expectNoCspViolations); the crawl fails unless it meets exactly these.

import { HASH_PATTERN } from "../deploy/policy.mjs";

export interface TrustedTypesUse {
  /** Matches the report line "require-trusted-types-for <sink> <source file>". */
  report: RegExp;
  /** Who assigns the string, and where. */
  what: string;
}

/** "require-trusted-types-for <sink> " then a source file of the site. */
const report = (sink: string, file: string) =>
  new RegExp(`^require-trusted-types-for ${sink} https?://[^/ ]+/${file}$`);
/** A page of the site (the inline loader's source is the page itself). */
const PAGE = String.raw`(?:[^ ]*/)?(?:\?[^ ]*)?`;
/** A webpack chunk of the site, by its name before the content hash. */
const chunk = (name: string) => String.raw`${name}-${HASH_PATTERN}\.js`;

export const TRUSTED_TYPES_REPORTED: readonly TrustedTypesUse[] = [
  {
    report: report("HTMLScriptElement src", PAGE),
    what: "the page's script loader (deploy/inline-scripts.mjs): script.src = each of Gatsby's scripts",
  },
  {
    report: report("HTMLScriptElement src", chunk("webpack-runtime")),
    what: "webpack's runtime: script.src = each chunk it loads on demand",
  },
  {
    report: report("HTMLScriptElement src", chunk(String.raw`(?!webpack-runtime)[\w]+`)),
    what:
      "a script the site's code inserts: @stripe/stripe-js's loadStripe (script.src = Stripe.js, " +
      "on the payment and subscription pages) and src/components/layout/analytics.ts " +
      "(script.src = gtag.js, after the visitor's consent)",
  },
  {
    report: report("HTMLObjectElement data", chunk("framework")),
    what: "React DOM (framework chunk): <object data> of the Eco-Living brochure's PDF on /ishka/ and /en/ishka/",
  },
  {
    report: report("Element innerHTML", chunk("[0-9a-f]{8}")),
    what:
      "Leaflet 1.9 (its own chunk, which webpack names by a hash of the library's path): " +
      "innerHTML of its feature tests, zoom buttons, attribution and the divIcon markers' " +
      "constant HTML (src/components/map/ClusterMarkers.tsx; the teachers' text goes in as " +
      "elements with textContent)",
  },
  {
    report: report("Element innerHTML", chunk("framework")),
    what:
      "React DOM (framework chunk), rendering a page's Head in Gatsby's hidden root: the constant " +
      "'<script></script>' it makes a script element from, and the JSON-LD's text " +
      "(src/components/layout/Seo.tsx, safeJson)",
  },
  {
    report: report("Element innerHTML", chunk("app")),
    what: "Gatsby's Head API (app chunk): the JSON-LD <script> copied from its hidden root, innerHTML = the same text",
  },
  {
    report: report("HTMLScriptElement text", chunk("app")),
    what: "Gatsby's Head API (app chunk): the JSON-LD <script> it puts in the document's head",
  },
];

/** The reports that match no known use. */
export function unknownTrustedTypesReports(reports: readonly string[]): string[] {
  return reports.filter((line) => !TRUSTED_TYPES_REPORTED.some((use) => use.report.test(line)));
}
