import type { GatsbyNode } from "gatsby";
import { HASH_DIGITS } from "../../deploy/policy.mjs";
import { TRUSTED_TYPES_POLICIES } from "../../deploy/trusted-types.mjs";

/**
 * - CSS per page: Gatsby's `styles` group inlines every stylesheet (111 KB) in every page;
 *   limited to the entry chunk it keeps what every page draws, and each page's chunk or lazy
 *   widget (map, sliders, dialogs) brings its own stylesheet with its script.
 * - Shared chunks unnamed: Gatsby names them after the lazy chunks sharing them, which have no
 *   names, so all merged into one (sha1("nullnull")) and a dialog on /yoga/ fetched the slider
 *   and the map too (docs/upstream.md); with `name: false` webpack makes one per set of chunks.
 * - Source maps: line-level for the HTML renderer's build errors, none with
 *   `IKY_RENDERER_MAPS=off` (test builds: they cost a third of a cold renderer build); none for
 *   the browser unless `IKY_SOURCE_MAPS=1` (the bench, to credit each package its bytes).
 * - 12-digit content hashes (deploy/policy.mjs HASH_DIGITS): the runtime carries the hash of
 *   every lazy chunk, which gzip cannot shrink (0.6 KB less per first load); 48 bits as Vite's.
 * - `IKY_WEBPACK_CACHE=off` leaves out webpack's persistent cache, for builds no later one reads.
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
