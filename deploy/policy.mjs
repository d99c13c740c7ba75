// The one policy of every host: security headers (the CSP derived from what the built site
// loads), cache rules, content types and client-only rewrites, as data. The nginx renderer
// (deploy/nginx/render.mjs) and the CDN files (deploy/cdn/render.mjs → public/_headers,
// public/_redirects) both read it, so what is tested behind one host is what the other serves.
//
// Paths are written once, in the `_headers` / `_redirects` syntax (`*` matches anything,
// slashes included; `:name` one path segment) and translated for nginx.
import { INLINE_SCRIPT_HASHES } from "./inline-scripts.mjs";
import { TRUSTED_TYPES_POLICIES } from "./trusted-types.mjs";

/** HTML, page-data, app-data.json, the 404: a new release must be seen at once. */
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** Files whose name carries a content hash (webpack's JS and CSS, Gatsby's /static/). */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Hex digits of the content hash in the names of webpack's JS and CSS files
 * (src/node/on-create-webpack-config.ts explains the length), and the hash as a pattern for
 * the servers, tests and bench that tell a hashed file by its name.
 */
export const HASH_DIGITS = 12;
export const HASH_PATTERN = `[0-9a-f]{${HASH_DIGITS},}`;

/**
 * Cache-Control by path (Gatsby's caching guide); every other response gets REVALIDATE. When
 * several rules match, the LAST one wins (as `_headers` applies them in order).
 * `/*.js` and `/*.css` are webpack's hashed bundles: the deploy test checks that every such file
 * of a build carries a hash, except Partytown's library, which Gatsby copies under its own name.
 * @type {{ path: string, value: string }[]}
 */
export const CACHE_RULES = [
  { path: "/static/*", value: IMMUTABLE },
  { path: "/*.js", value: IMMUTABLE },
  { path: "/*.css", value: IMMUTABLE },
  { path: "/~partytown/*", value: REVALIDATE },
];

/**
 * Content types the hosts' defaults lack or get wrong (nginx's mime.types has no .ics).
 * @type {{ extension: string, type: string }[]}
 */
export const CONTENT_TYPES = [{ extension: "ics", type: "text/calendar; charset=utf-8" }];

/**
 * Client-only routes (src/pages/events/[id].tsx, event/[id].tsx, confirm/[...].tsx) and their
 * English twins under /en/ (src/node/on-create-page.ts): a prebuilt page when there is one, else
 * the page Gatsby made for the match path, which loads the record from the API in the browser.
 * The CDN test checks them against the build's match paths.
 * @type {{ from: string, to: string, matchPath: string }[]}
 */
export const CLIENT_ONLY_ROUTES = [
  { from: "/events/:id/", to: "/events/[id]/", matchPath: "/events/:id" },
  { from: "/event/:id/", to: "/event/[id]/", matchPath: "/event/:id" },
  { from: "/confirm/*", to: "/confirm/[...]/", matchPath: "/confirm/*" },
].flatMap((route) => [
  route,
  { from: `/en${route.from}`, to: `/en${route.to}`, matchPath: `/en${route.matchPath}` },
]);

/**
 * The not-found page of each language: a missing path under /en/ gets the English one, every
 * other the Spanish one (Gatsby's /404.html).
 * @type {{ prefix: string, page: string }[]}
 */
export const NOT_FOUND_PAGES = [
  { prefix: "/en/", page: "/en/404.html" },
  { prefix: "/", page: "/404.html" },
];

/** What Stripe.js needs (docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE = {
  script: ["https://js.stripe.com"],
  connect: ["https://api.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  img: ["https://*.stripe.com"],
};

/** What gtag.js (GA4) needs when GATSBY_ANALYTICS_ID is set (Google's CSP guide for GA4). */
export const ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
};

/**
 * @typedef {object} PolicyInput
 * @property {string} apiOrigin origin of GATSBY_API_URL: browser calls and images
 * @property {string[]} tileOrigins origins of GATSBY_MAP_TILE_URL
 * @property {string[]} frameOrigins origins of the recommendations flagged `allowed`
 * @property {boolean} analytics GATSBY_ANALYTICS_ID is set
 * @property {{ script?: string[], connect?: string[], frame?: string[], img?: string[] }} [extra]
 * @property {string} [reportUri] where browsers report violations
 * @property {string[]} [forgeOrigins] the forge the editors' admin commits to (CMS_FORGE_URL,
 *   CMS_FORGE_API_URL): its API, its sign-in and its avatars
 */

/** @param {string[]} list */
const unique = (list) => [...new Set(list)];

/**
 * Trusted Types, enforced: every string given to an HTML or script sink (innerHTML, a script's
 * src or text, an <object>'s data) throws unless one of the site's policies made it, and the
 * policies the page may create are exactly the site's (deploy/trusted-types.mjs: the inline
 * loader's, webpack's chunk loading, the site's script URLs, the editors' markdown, and the
 * `default` policy that knows the libraries' constant markup). No 'allow-duplicates': each is
 * created once per page.
 * @type {[string, string[]][]}
 */
export const TRUSTED_TYPES_DIRECTIVES = [
  ["require-trusted-types-for", ["'script'"]],
  ["trusted-types", Object.values(TRUSTED_TYPES_POLICIES)],
];

/**
 * The script sources: Google's strict CSP. A browser of CSP level 3 runs only the inline scripts
 * named by hash (the build's loader and gatsby-plugin-image's script: deploy/inline-scripts.mjs;
 * the build stops on a page with any other) and, through 'strict-dynamic', the scripts they
 * insert (Gatsby's chunks, then Stripe.js and gtag.js, which the site's code inserts); it ignores
 * the rest of the list. The rest is the fallback of older browsers: 'unsafe-inline' (ignored
 * wherever hashes are understood), the site itself and the hosts of Stripe.js and gtag.js.
 * @param {string[]} hosts the outside hosts scripts come from
 */
export function scriptSources(hosts) {
  return ["'strict-dynamic'", ...INLINE_SCRIPT_HASHES, "'unsafe-inline'", "'self'", ...hosts];
}

/**
 * The directives of the Content-Security-Policy for the inputs, in order, each with its sources.
 * - script-src: see scriptSources. No inline event handler runs, so no text from the API or a
 *   registrant can become a script even where it would reach the page as markup.
 * - object-src 'self': the Eco-Living brochure is a PDF <object> of the site itself.
 * - frame-src: Stripe's frames and the pages of recommendations shown inline.
 * - require-trusted-types-for / trusted-types: see TRUSTED_TYPES_DIRECTIVES.
 * @param {PolicyInput} input
 * @returns {[string, string[]][]}
 */
export function cspDirectives(input) {
  const extra = input.extra ?? {};
  const analytics = input.analytics ? ANALYTICS : { script: [], connect: [], img: [] };
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", ["'self'"]],
    ["script-src", scriptSources([...STRIPE.script, ...analytics.script])],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    [
      "img-src",
      [
        "'self'",
        "data:",
        "blob:",
        input.apiOrigin,
        ...input.tileOrigins,
        ...STRIPE.img,
        ...analytics.img,
      ],
    ],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", input.apiOrigin, ...STRIPE.connect, ...analytics.connect]],
    ["frame-src", ["'self'", ...STRIPE.frame, ...input.frameOrigins]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    // The checkout is a top-level navigation (location.assign), which no directive governs.
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
    ...TRUSTED_TYPES_DIRECTIVES,
  ];
  const extraOf = /** @type {Record<string, string[] | undefined>} */ ({
    "script-src": extra.script,
    "connect-src": extra.connect,
    "frame-src": extra.frame,
    "img-src": extra.img,
  });
  /** @type {[string, string[]][]} */
  const all = directives.map(([name, sources]) => [
    name,
    unique([...sources, ...(extraOf[name] ?? [])]),
  ]);
  if (input.reportUri) all.push(["report-uri", [input.reportUri]]);
  return all;
}

/**
 * The Content-Security-Policy of the public pages for the inputs, as one header value.
 * @param {PolicyInput} input
 */
export function contentSecurityPolicy(input) {
  return serializeDirectives(cspDirectives(input));
}

/**
 * Directives as a header value.
 * @param {[string, string[]][]} directives
 */
export const serializeDirectives = (directives) =>
  directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");

/**
 * Every policy the site sends, by the part of the site it covers, for the documentation
 * (deploy/policy-docs.mjs writes docs/deploy.md's tables from this list). A route with a policy
 * of its own adds its entry here.
 * @type {{ title: string, paths: string, directives: (input: PolicyInput) => [string, string[]][] }[]}
 */
export const DOCUMENTED_POLICIES = [
  { title: "The public pages", paths: "every path", directives: cspDirectives },
  { title: "The editors' admin", paths: "/admin/ and below", directives: adminCspDirectives },
];

/**
 * Headers of every response, in order.
 * @param {PolicyInput} input
 * @returns {[string, string][]}
 */
export function securityHeaders(input) {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(input)],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    [
      "Permissions-Policy",
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    ],
  ];
}

/** Where the editors' admin is served (src/node/admin-files.ts writes it into the build). */
export const ADMIN_PATH = "/admin/";

/**
 * The admin's own policy, which replaces the site's on ADMIN_PATH (nginx: its own location;
 * the CDN: a rule that detaches the site's headers first). Sveltia CMS is a single script of
 * the site's own files plus the generated configuration script, so:
 * - script-src 'self' and nothing else: no 'unsafe-eval', no inline script, no CDN;
 * - connect-src the forge alone (and data:, blob:, which reach no host): the API it reads and commits through and
 *   the token endpoint of the PKCE sign-in (the Spanish strings come with the configuration
 *   script, the fonts from the admin's folder: src/node/admin-files.ts);
 * - img-src the forge too (avatars) and blob:/data: (previews of the files an editor picks);
 * - worker-src blob: (Sveltia's image worker is made from a Blob);
 * - frame-ancestors 'none', noindex, no referrer beyond the site.
 * No Cross-Origin-Opener-Policy: the sign-in window goes to the forge and back, and reports to
 * the admin through window.opener, which same-origin would cut.
 * @param {PolicyInput} input
 */
export function adminCspDirectives(input) {
  const forge = input.forgeOrigins ?? [];
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...forge]],
    ["media-src", ["'self'", "blob:"]],
    ["font-src", ["'self'", "data:"]],
    // data: and blob: reach no host: Sveltia reads its own logo, its disabled update check and
    // the files an editor picks through them.
    ["connect-src", ["data:", "blob:", ...forge]],
    ["worker-src", ["blob:"]],
    ["frame-src", ["blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  /** @type {[string, string[]][]} */
  const all = directives.map(([name, sources]) => [name, unique(sources)]);
  if (input.reportUri) all.push(["report-uri", [input.reportUri]]);
  return all;
}

/**
 * The admin's Content-Security-Policy for the inputs, as one header value.
 * @param {PolicyInput} input
 */
export function adminContentSecurityPolicy(input) {
  return serializeDirectives(adminCspDirectives(input));
}

/**
 * Headers of every response under ADMIN_PATH, in order (Cache-Control comes from CACHE_RULES
 * as everywhere: the admin's scripts carry a hash in their names; HSTS as on every path served
 * over https).
 * @param {PolicyInput} input
 * @returns {[string, string][]}
 */
export function adminSecurityHeaders(input) {
  return [
    ["Content-Security-Policy", adminContentSecurityPolicy(input)],
    ["X-Robots-Tag", "noindex, nofollow"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
}

/**
 * HSTS, sent over https only (browsers ignore it over plain http): two years, the subdomains
 * too, and not `preload` (docs/deploy.md, "HTTPS": the preload list is hard to leave, and the
 * school's other hosts under the domain are not the site's to commit).
 */
export const HSTS = /** @type {[string, string]} */ ([
  "Strict-Transport-Security",
  "max-age=63072000; includeSubDomains",
]);

const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i;

/**
 * A list of origins from text (spaces or commas), each checked: one stray quote or semicolon
 * would break the whole header.
 * @param {string} name the setting, for the message
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function parseOrigins(name, value) {
  const list = String(value ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => origin.replace(/\/+$/, ""));
  for (const origin of list) {
    if (!ORIGIN.test(origin)) {
      throw new Error(`${name}: "${origin}" is not an origin (scheme://host[:port], no path).`);
    }
  }
  return list;
}

/**
 * The origin of a URL setting (GATSBY_API_URL, GATSBY_MAP_TILE_URL with its {z}/{x}/{y}).
 * @param {string} name
 * @param {string} url
 */
export function originOf(name, url) {
  try {
    const origin = new URL(url.replace(/\{[a-z]\}/g, "0")).origin;
    if (origin === "null") throw new Error("no origin");
    return origin;
  } catch {
    throw new Error(`${name}: "${url}" is not a valid http(s) URL.`);
  }
}

export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/**
 * The policy's input from the build's own settings (the GATSBY_* variables of the README) and
 * the origins of the inline recommendations read from content/.
 * @param {Record<string, string | undefined>} env
 * @param {string[]} frameOrigins
 * @returns {PolicyInput}
 */
export function inputFromEnv(env, frameOrigins) {
  if (!env.GATSBY_API_URL && !env.API_ORIGIN) {
    throw new Error(
      "GATSBY_API_URL is missing (the school API's URL, e.g. https://api.ikyyoga.com; " +
        "or API_ORIGIN, its origin).",
    );
  }
  // GATSBY_API_URL is the build's setting (a URL, maybe with a path); API_ORIGIN an origin.
  const apiOrigin = env.GATSBY_API_URL
    ? originOf("GATSBY_API_URL", env.GATSBY_API_URL)
    : (parseOrigins("API_ORIGIN", env.API_ORIGIN)[0] ?? "");
  const tileOrigins = unique([
    originOf("GATSBY_MAP_TILE_URL", env.GATSBY_MAP_TILE_URL || DEFAULT_TILE_URL),
    ...parseOrigins("TILE_ORIGINS", env.TILE_ORIGINS),
  ]).filter((origin) => origin !== apiOrigin);
  const report = String(env.CSP_REPORT_URI ?? "").trim();
  if (report && !/^(https?:\/\/|\/)[^\s;,"']+$/.test(report)) {
    throw new Error(`CSP_REPORT_URI is not a valid URL: "${report}".`);
  }
  return {
    apiOrigin,
    tileOrigins,
    frameOrigins,
    analytics: Boolean(env.GATSBY_ANALYTICS_ID),
    extra: {
      script: parseOrigins("EXTRA_SCRIPT_SRC", env.EXTRA_SCRIPT_SRC),
      connect: parseOrigins("EXTRA_CONNECT_SRC", env.EXTRA_CONNECT_SRC),
      frame: parseOrigins("EXTRA_FRAME_SRC", env.EXTRA_FRAME_SRC),
    },
    ...(report ? { reportUri: report } : {}),
    forgeOrigins: unique(
      ["CMS_FORGE_URL", "CMS_FORGE_API_URL"]
        .filter((name) => env[name])
        .map((name) => originOf(name, String(env[name]))),
    ),
  };
}
