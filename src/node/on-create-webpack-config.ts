import type { GatsbyNode } from "gatsby";

/**
 * Two changes to Gatsby's webpack configuration, both about what a build produces and costs.
 *
 * CSS per page instead of one sheet for the whole site. Gatsby puts every stylesheet (all the
 * CSS modules, Leaflet's and slick's too) into one `styles` chunk that it inlines into every
 * page: 111 KB, 24 KB compressed, in front of each page's first paint. Limited to the entry
 * chunk, that group keeps only what every page draws (tokens, header, footer); each page's
 * component chunk then carries its own modules, which Gatsby inlines into that page alone, and a
 * lazily loaded widget (the map with Leaflet's CSS, the sliders with slick's, the dialogs)
 * brings its stylesheet with its script, fetched by webpack before the widget renders.
 *
 * The HTML renderer (the server-side bundle that only runs during the build) gets line-level
 * source maps instead of full ones: its error messages still point at the source file and
 * line, and a cold build spends less time writing maps nobody ships. The browser bundles keep
 * their full maps (the bench reads them to weigh each package).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage === "build-html") {
    actions.setWebpackConfig({ devtool: "cheap-module-source-map" });
    return;
  }
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const styles = config.optimization?.splitChunks?.cacheGroups?.styles;
  if (!styles || typeof styles !== "object") return;
  styles.chunks = "initial";
  actions.replaceWebpackConfig(config);
};
