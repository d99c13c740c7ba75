import type { GatsbyNode } from "gatsby";
import { HASH_DIGITS } from "../../deploy/policy.mjs";
import { TRUSTED_TYPES_POLICIES } from "../../deploy/trusted-types.mjs";

// - CSS per page: Gatsby's `styles` group inlines every stylesheet (111 KB) in every page; kept
//   to the entry chunk, each page's or lazy widget's chunk brings its own with its script.
// - Shared chunks unnamed: Gatsby names them after the (unnamed) lazy chunks sharing them, so all
//   merged into one and a dialog on /yoga/ fetched the slider and the map (docs/upstream.md).
// - Source maps: line-level for the HTML renderer's errors unless `IKY_RENDERER_MAPS=off` (test
//   builds: a third of a cold renderer build); for the browser only with `IKY_SOURCE_MAPS=1`.
// - 12-digit content hashes: the runtime carries every lazy chunk's, which gzip cannot shrink.
// - `IKY_WEBPACK_CACHE=off` leaves out webpack's persistent cache, for builds no later one reads.
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
