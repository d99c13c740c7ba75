import * as React from "react";

/**
 * The head tags every page shares. The build writes them (gatsby-ssr's onRenderBody), outside
 * the pages' `Head`: no page's code carries them and an in-app navigation leaves them in place.
 */
export const siteHeadComponents = [
  <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <link key="icon-png" rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
  <meta key="theme-color" name="theme-color" content="#fbf7f0" />,
  <meta key="og:site_name" property="og:site_name" content="IKY Yoga" />,
  <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
];
