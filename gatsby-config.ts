import type { GatsbyConfig } from "gatsby";
import postcssGlobalData from "@csstools/postcss-global-data";
import postcssCustomMedia from "postcss-custom-media";
import autoprefixer from "autoprefixer";
import { SITE_URL } from "./src/config";
import { requiredSettingsProblem } from "./src/node/required-settings";
import { runQueriesInMainProcessOnSmallHosts } from "./src/node/build-workers";
import { SITEMAP_EXCLUDES, sitemapEntry } from "./src/node/sitemap";

// A build without its required settings stops here, naming the variable (before Gatsby's own
// validation, which would only say that siteUrl is empty). `gatsby serve` needs none of them.
const building = ["build", "develop"].includes(process.env.gatsby_executing_command ?? "");
const settingsProblem = building ? requiredSettingsProblem() : null;
if (settingsProblem) throw new Error(settingsProblem);

runQueriesInMainProcessOnSmallHosts();

/** gatsby-plugin-sitemap's exclusions, compiled (see filterPages below). */
const excludedPatterns = new Map<string, { match: (path: string) => boolean }>();

const config: GatsbyConfig = {
  siteMetadata: {
    title: "IKY Yoga",
    description:
      "Escuela de yoga y terapia del movimiento en Cali, Colombia: clases, formación de instructores y profesores, IKYnesis, kankueb y retiros en el centro Ishka.",
    // Empty only outside a build (gatsby serve), where Gatsby would refuse an empty string.
    siteUrl: SITE_URL || undefined,
    lang: "es",
  },
  trailingSlash: "always",
  // The types of the site's queries, which `tsc` reads after a build; the webhook's builds,
  // which publish, leave them out (scripts/lib/gatsby-build.mjs, PUBLISH_BUILD_ENV).
  graphqlTypegen: {
    generateOnBuild: process.env.IKY_TYPEGEN !== "off",
    typesOutputPath: "src/gatsby-types.d.ts",
  },
  plugins: [
    {
      // Named breakpoints: every stylesheet (CSS modules included) may write
      // `@media (--mobile)`; the @custom-media rules of global.css are read as data and each
      // query is written out in full. Autoprefixer as Gatsby's own PostCSS step has it.
      resolve: "gatsby-plugin-postcss",
      options: {
        postCssPlugins: [
          postcssGlobalData({ files: ["src/styles/global.css"] }),
          postcssCustomMedia(),
          autoprefixer({ overrideBrowserslist: [">0.25%", "not dead"], flexbox: "no-2009" }),
        ],
      },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // WebP only beside the original: AVIF encoding took most of a cold build's time at
        // scale (1,000 events + 5,000 teachers) for a few KB per image.
        defaults: { formats: ["auto", "webp"], placeholder: "blurred", quality: 72 },
      },
    },
    "gatsby-transformer-sharp",
    {
      // Section pages' markdown, their widgets' YAML (src/node/on-create-node.ts) and their
      // images; the stand-in API's sample data, the editors' guide (README.md), the school's facts
      // (src/node/school.ts reads them into SchoolFacts nodes) and the brochure's words
      // (scripts/make-brochure.mjs) stay out: no widget's YAML.
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: `${__dirname}/content`,
        ignore: [
          "**/sample/**",
          "**/README.md",
          "**/content/school.yaml",
          "**/content/school.en.yaml",
          "**/content/brochure/**",
        ],
      },
    },
    "gatsby-transformer-remark",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Both languages, each page with its alternates (xhtml:link, src/node/sitemap.ts).
        excludes: SITEMAP_EXCLUDES,
        serialize: (page: { path: string }) => sitemapEntry(page.path, SITE_URL),
        // Client-only fallbacks (/events/[id]/, /event/[id]/) are not pages to index.
        filterPages: (
          page: { path: string },
          excluded: string,
          tools: {
            minimatch: { Minimatch: new (pattern: string) => { match: (path: string) => boolean } };
            withoutTrailingSlash: (path: string) => string;
            resolvePagePath: (page: { path: string }) => string;
          },
        ) => {
          if (page.path.includes("[")) return true;
          // The plugin asks for every page and exclusion (10,000 times at 1,000 events), and
          // minimatch(path, pattern) compiles the pattern on each call: each is compiled once.
          let pattern = excludedPatterns.get(excluded);
          if (!pattern) {
            pattern = new tools.minimatch.Minimatch(tools.withoutTrailingSlash(excluded));
            excludedPatterns.set(excluded, pattern);
          }
          return pattern.match(tools.withoutTrailingSlash(tools.resolvePagePath(page)));
        },
      },
    },
  ],
};

export default config;
