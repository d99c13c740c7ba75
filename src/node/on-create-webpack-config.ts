import type { GatsbyNode } from "gatsby";
import { HASH_DIGITS } from "../../deploy/policy.mjs";
import { TRUSTED_TYPES_POLICIES } from "../../deploy/trusted-types.mjs";

/**
 * Changes to Gatsby's webpack configuration, about what a build produces and costs.
 *
 * CSS per page instead of one sheet for the whole site. Gatsby puts every stylesheet (all the
 * CSS modules, Leaflet's and slick's too) into one `styles` chunk that it inlines into every
 * page: 111 KB, 24 KB compressed, in front of each page's first paint. Limited to the entry
 * chunk, that group keeps only what every page draws (tokens, header, footer); each page's
 * component chunk then carries its own modules, which Gatsby inlines into that page alone, and a
 * lazily loaded widget (the map with Leaflet's CSS, the sliders with slick's, the dialogs)
 * brings its stylesheet with its script, fetched by webpack before the widget renders.
 *
 * Shared chunks per set of lazy chunks. Gatsby names the chunk of the modules that two or more
 * lazy chunks share after those chunks' names, but lazy chunks (`import()` of a widget, a
 * dialog, the map, a slider) have none: every such group was named sha1("nullnull") and merged
 * into one chunk, so /yoga/, opening a dialog, fetched react-slick and the map's code too (16.6
 * KB compressed). Unnamed (`name: false`), webpack makes one chunk per set of chunks sharing
 * modules, as it does by default (reported upstream: docs/upstream.md).
 *
 * Source maps: the HTML renderer (the server-side bundle that only runs during the build) gets
 * line-level maps instead of full ones, so its error messages still point at the source file
 * and line. The test builds go without (`IKY_RENDERER_MAPS=off`, set on CI by
 * scripts/e2e-site.mjs): writing and caching those maps took a third of a cold renderer build
 * (22 s against 15 s), and a test build that fails is built again where its maps help. The
 * browser bundles get none: nobody debugs the published site from its maps, and
 * writing them took a large share of a cold build's bundling (minifying with maps is slower).
 * `IKY_SOURCE_MAPS=1` brings them back: the bench's sample builds set it, to credit each
 * package its bytes (bench/js-weight.mjs).
 *
 * Content hashes of 12 hex digits instead of webpack's 20: the browser's webpack runtime carries
 * the hash of every lazily loaded chunk (JavaScript and CSS, about 120), and a hash is what gzip
 * cannot shrink, so each page's first load is about 0.6 KB lighter compressed than with 20 (0.3
 * KB of it from 16 to 12). 48 bits are as many as Vite's default file hashes carry (8 base64url
 * characters); a stale file served for a new one would need two versions of the same chunk to
 * agree on all 48. The length is deploy/policy.mjs's HASH_DIGITS, which the deploy's caching
 * tests, the static server and the bench read too.
 *
 * `IKY_WEBPACK_CACHE=off` leaves out webpack's persistent cache (.cache/webpack), for builds
 * whose tree no later build reads: the test build on CI (scripts/e2e-site.mjs).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
}) => {
  const persistentCache = process.env.IKY_WEBPACK_CACHE !== "off";
  if (stage === "build-html") {
    const devtool = process.env.IKY_RENDERER_MAPS === "off" ? false : "cheap-module-source-map";
    if (persistentCache) actions.setWebpackConfig({ devtool });
    else actions.replaceWebpackConfig({ ...getConfig(), devtool, cache: false });
    return;
  }
  if (stage !== "build-javascript") return;
  const config = getConfig();
  if (!persistentCache) config.cache = false;
  // The chunks webpack's runtime loads go through its own Trusted Types policy, which the
  // header names (deploy/trusted-types.mjs); without it the runtime's script.src would throw.
  config.output = {
    ...config.output,
    hashDigestLength: HASH_DIGITS,
    trustedTypes: { policyName: TRUSTED_TYPES_POLICIES.webpack },
  };
  config.devtool = process.env.IKY_SOURCE_MAPS === "1" ? "source-map" : false;
  const styles = config.optimization?.splitChunks?.cacheGroups?.styles;
  if (styles && typeof styles === "object") styles.chunks = "initial";
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (shared && typeof shared === "object") shared.name = false;
  actions.replaceWebpackConfig(config);
};
