import * as React from "react";

/**
 * The head tags that are the same on every page, in both languages: the icons, the browser's
 * theme colour, and the site's name and card type for social previews. The build writes them
 * into every page's HTML (gatsby-ssr's onRenderBody), outside the pages' `Head`, so no page's
 * code carries them and an in-app navigation leaves them in place. What changes per page is in
 * `Seo` (./Seo.tsx).
 */
export const siteHeadComponents = [
  <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <link key="icon-png" rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
  <meta key="theme-color" name="theme-color" content="#fbf7f0" />,
  <meta key="og:site_name" property="og:site_name" content="IKY Yoga" />,
  <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
];
