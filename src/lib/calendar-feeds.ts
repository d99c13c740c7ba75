/**
 * The calendar feeds visitors subscribe to: their paths and the subscription links. A module of
 * its own, so the pages that offer a feed (the events list, the home page's planning) do not
 * carry the calendar entries' code (./calendar.ts, which re-exports these for the build).
 */
export const EVENTS_FEED_PATH = "/eventos.ics";
export const PLANNING_FEED_PATH = "/planning.ics";

/** webcal://…/eventos.ics: calendar apps subscribe to it and fetch it again on their own. */
export const webcalHref = (siteUrl: string, path: string) =>
  `${siteUrl.replace(/^https?:\/\//i, "webcal://")}${path}`;

/** Google Calendar's 'add by URL' for a feed. */
export const googleSubscribeHref = (siteUrl: string, path: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalHref(siteUrl, path))}`;
