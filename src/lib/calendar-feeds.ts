/** The feeds' paths and links, apart: a page offering a feed need not carry ./calendar.ts. */
export const EVENTS_FEED_PATH = "/eventos.ics";
export const PLANNING_FEED_PATH = "/planning.ics";

/** webcal://…/eventos.ics: calendar apps subscribe to it and fetch it again on their own. */
export const webcalHref = (siteUrl: string, path: string) =>
  `${siteUrl.replace(/^https?:\/\//i, "webcal://")}${path}`;

/** Google Calendar's 'add by URL' for a feed. */
export const googleSubscribeHref = (siteUrl: string, path: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalHref(siteUrl, path))}`;
