import type { Messages } from "./types";

/** An area of a catalog: one file per language (`src/i18n/es/events.ts`, `src/i18n/en/events.ts`). */
export type Area = keyof Messages;

/**
 * Areas only the build reads: the cookie banner's words (`consent`) are written into every
 * page's HTML (src/components/consent/ConsentBanner.tsx), so the browser has no chunk of them
 * and nothing there reads them.
 */
export const BUILD_ONLY_AREAS = ["consent"] as const satisfies readonly Area[];
/** An area the browser can fetch and read. */
export type BrowserArea = Exclude<Area, (typeof BUILD_ONLY_AREAS)[number]>;

/**
 * The areas every page reads: the header, footer and profile button (`layout`, `common`), and
 * the dialogs', loaders' and form fields' words (`ui`). In the browser they travel together, one chunk per
 * language; every other area is a chunk of its own, fetched by the pages that read it
 * (./page-areas.ts) or with the lazy widget that reads it (`withAreas`: the profile panels'
 * `account` and `auth`, the subscription modal's `checkout` and `plans`).
 */
export const CORE_AREAS = ["common", "layout", "ui"] as const satisfies readonly BrowserArea[];
export type CoreArea = (typeof CORE_AREAS)[number];

/**
 * The name of an area's chunk in the browser: the webpackChunkName each loader of
 * ./catalogs.browser.ts writes out as a literal (webpack reads no expression there), and what
 * the build's script lists look the chunk up by (src/node/deferred-scripts.ts).
 */
export const catalogChunkName = (locale: string, area: BrowserArea): string =>
  `catalog-${locale}-${(CORE_AREAS as readonly string[]).includes(area) ? "core" : area}`;
