import * as React from "react";

/** Head tags every page shares: written by the build, in no page's code, kept on navigation. */
export const siteHeadComponents = [
  <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <link key="icon-png" rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
  <meta key="theme-color" name="theme-color" content="#fbf7f0" />,
  <meta key="og:site_name" property="og:site_name" content="IKY Yoga" />,
  <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
];
