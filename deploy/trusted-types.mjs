// Trusted Types: the names of the policies the site creates, and the outside script URLs its
// script-URL policy accepts. Read by the policy's `trusted-types` directive (deploy/policy.mjs),
// by the inline loader (deploy/inline-scripts.mjs), by webpack's settings
// (src/node/on-create-webpack-config.ts) and by the browser's policies
// (src/components/layout/trusted-types.ts, script-url-policy.ts): the header names exactly what
// the code creates.
// Plain data, no imports: the browser bundle imports this file too.

/** The page's inline loader: Gatsby's own scripts, paths of this site only. */
export const LOADER_POLICY = "iky-loader";
/** webpack's runtime: the chunks it loads on demand (output.trustedTypes). */
export const WEBPACK_POLICY = "iky-webpack";
/** The site's code: Stripe.js, gtag.js and the brochure's <object>, by the URLs below. */
export const SCRIPT_URL_POLICY = "iky-script-url";
/** The editors' markdown, made HTML at build time, rendered again on an in-app navigation. */
export const CONTENT_POLICY = "iky-content";
/** Strings libraries write to an HTML or script sink: only the markup known to be theirs. */
export const DEFAULT_POLICY = "default";

/**
 * Every policy the site creates, by its role (one constant each above: the browser's bundle
 * carries only the names its code uses).
 */
export const TRUSTED_TYPES_POLICIES = {
  loader: LOADER_POLICY,
  webpack: WEBPACK_POLICY,
  scriptUrl: SCRIPT_URL_POLICY,
  content: CONTENT_POLICY,
  fallback: DEFAULT_POLICY,
};

/**
 * The outside scripts the site's code inserts (Stripe.js as @stripe/stripe-js 7 asks for it,
 * gtag.js with `?id=<measurement id>`): their hosts are the policy's (STRIPE, ANALYTICS).
 */
export const OUTSIDE_SCRIPTS = {
  stripe: "https://js.stripe.com/basil/stripe.js",
  gtag: "https://www.googletagmanager.com/gtag/js",
};
